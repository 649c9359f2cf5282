import { useTranslation } from 'react-i18next';
import type { OfferTypologies } from '@/entities/offer';
import { DeclaredSectionForm } from '@/lib/ui/resourceKit';
import { useGetOfferTypologiesQuery, useUpdateOfferTypologiesMutation } from '../api/offers.api';
import { typologiesForm } from '../model/offer.forms';
import { useTypologyOptions } from '../model/options';
import type { OfferTabProps } from '../pages/OfferPage';

/** The main typology (who sees it at registration) and the others it is made for. */
export default function TypologiesTab({ offerId, readOnly }: OfferTabProps) {
  const { t } = useTranslation('offers');
  const record = useGetOfferTypologiesQuery(offerId);
  const [update] = useUpdateOfferTypologiesMutation();
  const options = useTypologyOptions();
  const nameOf = (id: number | null) => options.find((o) => o.value === id)?.label ?? null;
  const view = (typologies: OfferTypologies) => [
    {
      label: t('fields.mainTypologyId'),
      value: nameOf(typologies.mainTypologyId) ?? t('list.allTypologies'),
    },
    { label: t('fields.typologyIds'), value: typologies.typologyIds.map(nameOf).join(', ') },
  ];
  return (
    <DeclaredSectionForm
      title={t('tabs.typologies')}
      form={typologiesForm}
      ns="offers"
      record={record}
      view={view}
      save={(payload) => update({ id: offerId, ...payload })}
      readOnly={readOnly}
      failureTitle={t('frame.saveFailed')}
    />
  );
}
