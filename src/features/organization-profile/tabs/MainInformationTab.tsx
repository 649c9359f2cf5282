import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_CURRENCIES } from '@/entities/organization';
import { LANGUAGES } from '@/lib/config/constants';
import { countryName, countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { FieldGrid, fieldsFor, useDisplayFormat, type FieldColumns } from '@/lib/ui';
import { SectionForm } from '@/lib/ui/views/resource/SectionForm';
import { useGetInfosQuery, useUpdateInfosMutation } from '../api/organizations.api';
import {
  infosSchema,
  infosToValues,
  toInfosPayload,
  type InfosFormValues,
} from '../model/profile.schema';
import type { OrganizationTabProps } from '@/entities/organization';

const { TextField, SelectField, AutocompleteField } = fieldsFor<InfosFormValues>();
/** One column on a phone, two from md, as the rest of the page's forms. */
const TWO_FROM_MD: FieldColumns = { xs: '1fr', md: '1fr 1fr' };

/** Main information: names, head office, default currency and language, contacts. */
export default function MainInformationTab({ organizationId, readOnly }: OrganizationTabProps) {
  const { t, i18n } = useTranslation('organizations');
  const language = toLanguage(i18n.language);
  const record = useGetInfosQuery(organizationId);
  const [update] = useUpdateInfosMutation();
  const countries = useMemo(() => countryOptions(language), [language]);
  const show = useDisplayFormat();

  return (
    <SectionForm
      title={t('tabs.mainInformation')}
      record={record}
      toValues={infosToValues}
      resolver={zodResolver(infosSchema)}
      toPayload={toInfosPayload}
      save={(payload) => update({ id: organizationId, ...payload })}
      readOnly={readOnly}
      view={(infos) => [
        { label: t('fields.legalName'), value: show.text(infos.legalName) },
        { label: t('fields.commercialName'), value: show.text(infos.commercialName) },
        { label: t('fields.address'), value: show.text(infos.headOffice.address) },
        {
          label: t('fields.complementaryAddress'),
          value: show.text(infos.headOffice.complementaryAddress),
        },
        { label: t('fields.postalCode'), value: show.text(infos.headOffice.postalCode) },
        { label: t('fields.city'), value: show.text(infos.headOffice.city) },
        { label: t('fields.country'), value: countryName(infos.headOffice.countryCode, language) },
        { label: t('fields.currencyCode'), value: show.text(infos.currencyCode) },
        { label: t('fields.langCode'), value: t(`languages.${infos.langCode}`) },
        { label: t('fields.phone'), value: show.text(infos.phone) },
        { label: t('fields.email'), value: show.text(infos.email) },
        { label: t('fields.webSiteUrl'), value: show.text(infos.webSiteUrl) },
      ]}
    >
      <FieldGrid columns={TWO_FROM_MD}>
        <TextField name="legalName" label={t('fields.legalName')} required />
        <TextField name="commercialName" label={t('fields.commercialName')} required />
      </FieldGrid>
      <Typography variant="subtitle1" component="h3">
        {t('fields.headOffice')}
      </Typography>
      <FieldGrid columns={TWO_FROM_MD}>
        <TextField name="headOffice.address" label={t('fields.address')} required />
        <TextField
          name="headOffice.complementaryAddress"
          label={t('fields.complementaryAddress')}
        />
        <TextField name="headOffice.postalCode" label={t('fields.postalCode')} required />
        <TextField name="headOffice.city" label={t('fields.city')} required />
        <AutocompleteField
          name="headOffice.countryCode"
          label={t('fields.country')}
          options={countries}
          required
        />
      </FieldGrid>
      <FieldGrid columns={TWO_FROM_MD}>
        <SelectField
          name="currencyCode"
          label={t('fields.currencyCode')}
          options={ORGANIZATION_CURRENCIES.map((code) => ({ value: code, label: code }))}
          required
        />
        <SelectField
          name="langCode"
          label={t('fields.langCode')}
          options={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          required
        />
      </FieldGrid>
      <Typography variant="subtitle1" component="h3">
        {t('fields.contacts')}
      </Typography>
      <FieldGrid columns={TWO_FROM_MD}>
        <TextField name="phone" label={t('fields.phone')} type="tel" />
        <TextField name="email" label={t('fields.email')} type="email" />
        <TextField name="webSiteUrl" label={t('fields.webSiteUrl')} type="url" />
      </FieldGrid>
    </SectionForm>
  );
}
