import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AddressFields } from '@/entities/account';
import { useEnumValuesQuery } from '@/lib/api/platform.api';
import { useEnumOptions } from '@/lib/api/useEnumOptions';
import { countryOptions } from '@/lib/format/countries';
import { routeTo } from '@/lib/paths/routeTo';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { CheckboxField, fieldsFor } from '@/lib/ui';
import type { RegistrationSide } from '../model/registration.types';
import { typologiesOf, type RegistrationFormValues } from '../model/registration.form';
import { AirportsField } from './AirportsField';
import { CaptchaField } from './boundFields';

const { TextField, SelectField, AutocompleteField, NumberField } =
  fieldsFor<RegistrationFormValues>();

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/** One titled group of fields: a fieldset named by its legend. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.15rem', mb: 2, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The typology choices of one side (GET api/enum/OrganizationTypology, split by side). */
function useTypologyOptions(side: RegistrationSide) {
  const typologies = useEnumOptions('OrganizationTypology');
  // The same cached answer: its labels are the codes each side is told apart by.
  const values = useEnumValuesQuery('OrganizationTypology');
  return useMemo(() => {
    const codes = typologiesOf(side);
    const sideIds = new Set(
      Object.entries(values.data ?? {}).flatMap(([code, id]) => (codes.includes(code) ? [id] : [])),
    );
    const options = typologies.options.flatMap((option) =>
      typeof option.value === 'number' && sideIds.has(option.value)
        ? [{ value: option.value, label: option.label }]
        : [],
    );
    return { options, isLoading: typologies.isLoading, isError: typologies.isError };
  }, [typologies, values.data, side]);
}

/** The whole registration form of a side, in sections (one column on phones). */
export function RegistrationFields({ side }: { side: RegistrationSide }) {
  const { t, i18n } = useTranslation('registration');
  const countries = countryOptions(toLanguage(i18n.language));
  const typologies = useTypologyOptions(side);
  const interested = useWatch<RegistrationFormValues, 'otherSubsidiariesInterested'>({
    name: 'otherSubsidiariesInterested',
  });
  const aocCount = useWatch<RegistrationFormValues, 'numberOfAoc'>({ name: 'numberOfAoc' });
  const mainTypology = useWatch<RegistrationFormValues, 'mainTypologyId'>({
    name: 'mainTypologyId',
  });

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Section title={t('sections.organization')}>
        <Box sx={grid}>
          <TextField
            name="legalName"
            label={t('fields.legalName')}
            autoComplete="organization"
            required
          />
          <TextField
            name="businessStructure"
            label={t('fields.businessStructure')}
            helperText={t('fields.businessStructureHelp')}
          />
          <TextField
            name="intracommunityVatNumber"
            label={t('fields.intracommunityVatNumber')}
            helperText={t('fields.intracommunityVatNumberHelp')}
            required
          />
          <TextField
            name="webSiteUrl"
            label={t('fields.webSiteUrl')}
            type="url"
            autoComplete="url"
          />
          {side === 'seller' ? (
            <>
              <SelectField
                name="mainTypologyId"
                label={t('fields.mainTypologyId')}
                options={typologies.options}
                disabled={typologies.isLoading}
                required
              />
              <AutocompleteField
                name="otherTypologiesIds"
                label={t('fields.otherTypologiesIds')}
                options={typologies.options.filter((o) => o.value !== mainTypology)}
                multiple
              />
            </>
          ) : (
            <SelectField
              name="clientTypologyId"
              label={t('fields.clientTypologyId')}
              options={typologies.options}
              disabled={typologies.isLoading}
              required
            />
          )}
          {typologies.isError && (
            <Typography color="error" role="alert">
              {t('errors.typologies')}
            </Typography>
          )}
        </Box>
        <Box sx={{ mt: 2 }}>
          <AirportsField />
        </Box>
      </Section>

      <Section title={t('sections.address')}>
        <Box sx={grid}>
          <TextField
            name="address.addressName"
            label={t('fields.addressName')}
            helperText={t('fields.addressNameHelp')}
            required
          />
          <AddressFields prefix="address" label={(field) => t(`fields.${field}`)}>
            <TextField name="address.buildingCode" label={t('fields.buildingCode')} />
          </AddressFields>
          <TextField name="address.contactName" label={t('fields.contactName')} />
          <TextField name="address.contactPhone" label={t('fields.contactPhone')} type="tel" />
          <TextField
            name="address.contactEmail"
            label={t('fields.contactEmail')}
            type="email"
            required
          />
        </Box>
        <Box sx={{ mt: 2 }}>
          <TextField
            name="address.additionalInformations"
            label={t('fields.additionalInformations')}
            multiline
            minRows={2}
            fullWidth
          />
        </Box>
      </Section>

      <Section title={t('sections.emergencyContact')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('sections.emergencyContactHelp')}
        </Typography>
        <Box sx={grid}>
          <TextField
            name="emergencyContact.firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            name="emergencyContact.lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
          />
          <TextField
            name="emergencyContact.email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            name="emergencyContact.phone"
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            required
          />
          <TextField
            name="emergencyContact.jobTitle"
            label={t('fields.jobTitle')}
            autoComplete="organization-title"
          />
        </Box>
      </Section>

      {side === 'seller' ? (
        <Section title={t('sections.subsidiaries')}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <CheckboxField<RegistrationFormValues>
              name="otherSubsidiariesInterested"
              label={t('fields.otherSubsidiariesInterested')}
            />
            {interested && (
              <AutocompleteField
                name="subsidiariesCountriesCodes"
                label={t('fields.subsidiariesCountriesCodes')}
                options={countries}
                multiple
                required
              />
            )}
          </Box>
        </Section>
      ) : (
        <Section title={t('sections.fleet')}>
          <Box sx={grid}>
            <NumberField name="numberOfAircrafts" label={t('fields.numberOfAircrafts')} required />
            <NumberField name="numberOfAoc" label={t('fields.numberOfAoc')} required />
            {(aocCount ?? 0) > 0 && (
              <AutocompleteField
                name="aocCountriesCodes"
                label={t('fields.aocCountriesCodes')}
                options={countries}
                multiple
                required
              />
            )}
          </Box>
        </Section>
      )}

      <Section title={t('sections.confirm')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <CheckboxField<RegistrationFormValues>
            name="acceptPolicy"
            required
            label={
              <Trans
                t={t}
                i18nKey="fields.acceptPolicy"
                components={{
                  privacy: (
                    <Link
                      component={RouterLink}
                      to={routeTo('legal.privacyPolicy')}
                      target="_blank"
                    />
                  ),
                  terms: (
                    <Link component={RouterLink} to={routeTo('legal.termsOfUse')} target="_blank" />
                  ),
                }}
              />
            }
          />
          <CaptchaField />
        </Box>
      </Section>
    </Box>
  );
}
