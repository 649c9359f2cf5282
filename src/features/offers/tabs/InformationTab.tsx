import { useTranslation } from 'react-i18next';
import { DeclaredSectionForm } from '@/lib/ui/resourceKit';
import { useGetOfferInfoQuery, useUpdateOfferInfoMutation } from '../api/offers.api';
import { infoForm } from '../model/offer.forms';
import type { OfferTabProps } from '../pages/OfferPage';

/** The reference, its name per language (the default one required), type, currency, country. */
export default function InformationTab({ offerId, readOnly }: OfferTabProps) {
  const { t } = useTranslation('offers');
  const record = useGetOfferInfoQuery(offerId);
  const [update] = useUpdateOfferInfoMutation();
  return (
    <DeclaredSectionForm
      title={t('tabs.information')}
      form={infoForm}
      ns="offers"
      record={record}
      fieldMap={infoForm.fieldMap}
      save={(payload) => update({ id: offerId, ...payload })}
      readOnly={readOnly}
      failureTitle={t('frame.saveFailed')}
    />
  );
}
