import { useTranslation } from 'react-i18next';
import { DeclaredSectionForm } from '@/lib/ui/resourceKit';
import {
  useGetOfferInfoQuery,
  useGetOfferSubscriptionQuery,
  useUpdateOfferSubscriptionMutation,
} from '../api/offers.api';
import { subscriptionForm } from '../model/offer.forms';
import type { OfferTabProps } from '../pages/OfferPage';

/** The terms (duration, payment period, price, renewal) and the limits a subscriber meets. */
export default function SubscriptionTab({ offerId, readOnly }: OfferTabProps) {
  const { t } = useTranslation('offers');
  const record = useGetOfferSubscriptionQuery(offerId);
  // The page's own read (cached): the price and turnover limit are in the offer's currency.
  const { data: offer } = useGetOfferInfoQuery(offerId);
  const [update] = useUpdateOfferSubscriptionMutation();
  return (
    <DeclaredSectionForm
      title={t('tabs.subscription')}
      description={t('subscription.limitsHelp')}
      form={subscriptionForm}
      ns="offers"
      currency={offer?.currencyCode}
      record={record}
      save={(payload) => update({ id: offerId, ...payload })}
      readOnly={readOnly}
      failureTitle={t('frame.saveFailed')}
    />
  );
}
