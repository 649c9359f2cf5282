import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentMethodName } from '@/entities/payment';
import { useFormatters } from '@/lib/format';
import {
  ApiErrorMessage,
  ActionDialog,
  DetailList,
  EmptyState,
  ErrorState,
  LoadingState,
  StatusChip,
} from '@/lib/ui';
import type { OrganizationTabProps } from '@/entities/organization';
import {
  useGetOfferQuery,
  useGetPaymentInformationQuery,
  useSubmitOfferMutation,
} from '../api/finance.api';
import type { CommissionOffer } from '@/entities/offer';
import { OfferPayments } from '../components/OfferPayments';
import { TabSection } from '../components/TabSection';
import { SUBSCRIPTION_TONES } from '../model/statusTones';

function Slices({ offer }: { offer: CommissionOffer }) {
  const { t } = useTranslation('orgFinance');
  const format = useFormatters();
  return (
    <Stack component="ul" sx={{ pl: 2, my: 1 }}>
      {offer.slices.map((slice) => (
        <Typography component="li" variant="body2" key={slice.fromAmount}>
          {t(slice.toAmount === null ? 'offer.sliceOpen' : 'offer.slice', {
            from: format.money(slice.fromAmount, offer.currencyCode),
            to: slice.toAmount === null ? '' : format.money(slice.toAmount, offer.currencyCode),
            rate: slice.rate,
            minimum: format.money(slice.minimumCommission, offer.currencyCode),
          })}
        </Typography>
      ))}
    </Stack>
  );
}

/** The subscribed commission offer, its payments, the payment information, and choosing one. */
export default function OfferTab({ organizationId, readOnly }: OrganizationTabProps) {
  const { t } = useTranslation('orgFinance');
  const methodName = usePaymentMethodName();
  const format = useFormatters();
  const offer = useGetOfferQuery(organizationId);
  const payment = useGetPaymentInformationQuery(organizationId);
  const [submitOffer] = useSubmitOfferMutation();
  const [chosen, setChosen] = useState<CommissionOffer | null>(null);

  if (offer.isLoading) return <LoadingState label={t('offer.loading')} />;
  if (offer.isError || !offer.data) {
    return <ErrorState message={<ApiErrorMessage error={offer.error} />} onRetry={offer.refetch} />;
  }
  const current = offer.data;
  const subscribed = current.offer;

  return (
    <>
      <TabSection title={t('offer.title')}>
        {subscribed ? (
          <DetailList
            items={[
              { label: t('offer.reference'), value: subscribed.offerReference },
              { label: t('offer.type'), value: t(`offer.types.${subscribed.offerType}`) },
              { label: t('offer.duration'), value: t(`offer.durations.${subscribed.duration}`) },
              {
                label: t('offer.period'),
                value: t(`offer.periods.${subscribed.paymentPeriod}`),
              },
              {
                label: t('offer.status'),
                value: (
                  <StatusChip
                    tone={SUBSCRIPTION_TONES[current.status]}
                    label={t(`offer.statuses.${current.status}`)}
                  />
                ),
              },
              {
                label: t('offer.dates'),
                value: `${format.date(current.startAt)} – ${format.date(current.endAt)}`,
              },
              { label: t('offer.slices'), value: <Slices offer={subscribed} /> },
            ]}
          />
        ) : (
          <EmptyState message={t('offer.none')} />
        )}
      </TabSection>

      {!readOnly && (
        <TabSection title={t('offer.available')}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {current.availableOffers.map((candidate) => (
              <Card key={candidate.id} variant="outlined" sx={{ flex: 1 }}>
                <CardContent>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {candidate.offerReference}
                  </Typography>
                  <Typography variant="body2">
                    {candidate.price > 0
                      ? t('offer.price', {
                          price: format.money(candidate.price, candidate.currencyCode),
                          period: t(`offer.periods.${candidate.paymentPeriod}`),
                        })
                      : t('offer.free')}
                  </Typography>
                  <Slices offer={candidate} />
                </CardContent>
                <CardActions>
                  {subscribed?.id === candidate.id ? (
                    <StatusChip tone="success" label={t('offer.current')} />
                  ) : (
                    <Button
                      size="small"
                      onClick={() => setChosen(candidate)}
                      aria-label={t('offer.chooseOf', { reference: candidate.offerReference })}
                    >
                      {t('offer.choose')}
                    </Button>
                  )}
                </CardActions>
              </Card>
            ))}
          </Stack>
        </TabSection>
      )}

      <TabSection title={t('offer.payment')}>
        {payment.data && payment.data.method ? (
          <DetailList
            items={[
              {
                label: t('offer.method'),
                value: methodName({
                  type: payment.data.method,
                  last4: payment.data.last4 ?? '',
                }),
              },
              {
                label: t('offer.nextPayment'),
                value:
                  payment.data.nextAmount === null
                    ? null
                    : `${format.date(payment.data.nextPaymentAt)} · ${format.money(payment.data.nextAmount, payment.data.currencyCode)}`,
              },
            ]}
          />
        ) : payment.isLoading ? (
          <LoadingState />
        ) : (
          <Typography>{t('offer.noPaymentMethod')}</Typography>
        )}
      </TabSection>

      <TabSection title={t('offer.payments')}>
        <OfferPayments organizationId={organizationId} />
      </TabSection>

      {chosen && (
        <ActionDialog
          title={t('offer.confirmTitle')}
          message={t('offer.confirmMessage', { reference: chosen.offerReference })}
          mutation={() => submitOffer({ organizationId, offerId: chosen.id })}
          onClose={() => setChosen(null)}
        />
      )}
    </>
  );
}
