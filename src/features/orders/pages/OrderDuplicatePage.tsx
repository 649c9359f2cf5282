import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useGetTripInfosQuery } from '@/entities/trip';
import { useCartActions } from '@/entities/cart';
import { restoredLinesOf } from '@/entities/cart';
import { routeTo } from '@/lib/paths/routeTo';
import { ApiErrorMessage, ErrorState, LoadingState, PageHeader, useIdParam } from '@/lib/ui';
import { orderPaths } from '../paths';
import { useQuoteShowQuery } from '../api/orders.api';
import { isEventCancelled, refillSourceOf } from '../model/duplicate';

/**
 * `/order/{id}/duplicate` [TRIP_ACCOUNTING_EDIT]: puts the quote's services back into the cart
 * of its event, after a confirmation listing them, then opens that event's checkout. Refused
 * when the event was cancelled.
 */
export default function OrderDuplicatePage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const id = useIdParam();
  const quote = useQuoteShowQuery(id ?? skipToken);
  const trip = useGetTripInfosQuery(quote.data?.tripId ?? skipToken);
  const cart = useCartActions();
  const title = t('duplicate.title');

  if (quote.isLoading || trip.isLoading) {
    return (
      <>
        <PageHeader title={title} />
        <LoadingState />
      </>
    );
  }
  const error = quote.error ?? trip.error;
  if (error || !quote.data || !trip.data) {
    return (
      <>
        <PageHeader title={title} />
        <ErrorState
          message={<ApiErrorMessage error={error} />}
          onRetry={() => {
            void quote.refetch();
          }}
        />
      </>
    );
  }
  const data = quote.data;
  const back = orderPaths.show({ id: data.id });
  if (isEventCancelled(trip.data, data.stepId)) {
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('duplicate.eventCancelled', { reference: data.reference })}
        </Alert>
        <Button component={RouterLink} to={back}>
          {t('duplicate.back')}
        </Button>
      </>
    );
  }
  const source = refillSourceOf(data);
  const lines = restoredLinesOf(source);
  const key = {
    tripId: data.tripId,
    stepId: data.stepId,
    eventId: data.eventId,
    airportId: data.airportId,
  };
  const confirm = () => {
    for (const line of lines) cart.add(key, line);
    void navigate(routeTo('shop.checkout', key));
  };

  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ mb: 1 }}>
          {t('duplicate.intro', {
            reference: data.reference,
            trip: data.event.tripName,
            airport: data.event.airportIcao,
          })}
        </Typography>
        <ul>
          {lines.map((line) => (
            <li key={`${line.productId}-${line.quantity}`}>
              {t('duplicate.line', { name: line.productName, quantity: line.quantity })}
            </li>
          ))}
        </ul>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={confirm} disabled={lines.length === 0}>
            {t('duplicate.confirm')}
          </Button>
          <Button component={RouterLink} to={back} color="inherit">
            {t('duplicate.cancel')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
