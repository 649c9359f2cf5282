import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { linePrice } from '@/entities/quote';
import { withQuery } from '@/lib/pathBuilder';
import { EmptyState, ErrorState, LoadingState, PageHeader, useDisplayFormat } from '@/lib/ui';
import { DocumentTitle } from '@/lib/ui/views/feedback/DocumentTitle';
import { shopPaths } from '../paths';
import { useHelicopterOffersQuery } from '../api/checkout.api';
import { useHelicopterParams } from '../components/checkout/useHelicopterParams';

/** /shop/service/helicopter/trip/…/{type} [TRIP_VIEW]: the offers for the step's load. */
export default function HelicopterOffersPage() {
  const { t } = useTranslation('checkout');
  const show = useDisplayFormat();
  const params = useHelicopterParams();
  const offers = useHelicopterOffersQuery(params ?? skipToken);
  const title = t('helicopter.offersTitle');

  let content;
  if (!params) content = <EmptyState message={t('helicopter.noOffer')} />;
  else if (offers.isLoading) content = <LoadingState />;
  else if (offers.isError) content = <ErrorState onRetry={() => void offers.refetch()} />;
  else if (!offers.data || offers.data.offers.length === 0) {
    content = <EmptyState message={t('helicopter.noOffer')} />;
  } else {
    const page = offers.data;
    content = (
      <Stack spacing={2} useFlexGap>
        <Typography>
          {t('helicopter.load', {
            destination: page.destination.name,
            passengers: page.passengers,
            luggage: show.unit(page.luggageKg, 'kg'),
          })}
        </Typography>
        <Stack component="ul" spacing={2} useFlexGap sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {page.offers.map((offer) => (
            <Paper
              component="li"
              key={offer.id}
              variant="outlined"
              aria-label={`${offer.helicopterModel} ${offer.registration}`}
              sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 220px' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {offer.helicopterModel} · {offer.registration}
                </Typography>
                <Typography variant="body2">
                  {offer.provider.name} · {show.dateTime(offer.departureAt, 'UTC')}
                </Typography>
                <Typography variant="body2">
                  {t('helicopter.capacity', {
                    seats: offer.seats,
                    luggage: show.unit(offer.luggageKg, 'kg'),
                    minutes: offer.durationMinutes,
                  })}
                </Typography>
                {!offer.fits && (
                  <Typography variant="body2" color="warning.main">
                    {t('helicopter.doesNotFit')}
                  </Typography>
                )}
              </Box>
              <Typography sx={{ fontWeight: 600 }}>
                {/* Before tax, as the order's line will total it (the product's discount included). */}
                {show.money(linePrice(offer, offer.currency).totalExcludingTax, offer.currency)}
              </Typography>
              <Button
                variant="contained"
                disabled={!offer.fits}
                component={RouterLink}
                to={withQuery(
                  shopPaths.helicopterValidate({
                    tripId: params.tripId,
                    stepId: params.stepId,
                    eventId: params.eventId,
                    requiredOrganizationId: params.organizationId,
                    destinationId: params.destinationId,
                    type: params.type,
                  }),
                  { offerId: String(offer.id) },
                )}
              >
                {t('helicopter.choose')}
              </Button>
            </Paper>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        breadcrumbs={
          params
            ? [
                {
                  label: t('helicopter.operatorsTitle'),
                  to: shopPaths.helicopters({
                    tripId: params.tripId,
                    stepId: params.stepId,
                    eventId: params.eventId,
                  }),
                },
                { label: title },
              ]
            : [{ label: title }]
        }
      />
      {content}
    </>
  );
}
