import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripCancelledQuote } from '@/entities/trip';
import { notify } from '@/lib/feedback';
import { ConfirmDialog } from '@/lib/ui';
import { useDecideSlotMutation } from '../api/slots.api';
import { servicesCancelledByDecline, type SlotContext } from '../model/slotEvent';

/**
 * Declining the slot cancels the leg and its quotes and orders (spec section 4): the dialog says
 * which ones before, the page says which were cancelled after (still there once the refreshed
 * leg, now cancelled, no longer offers the button: `available`).
 */
export function DeclineSlot({ context, available }: { context: SlotContext; available: boolean }) {
  const { t } = useTranslation('slots');
  const [open, setOpen] = useState(false);
  const [cancelled, setCancelled] = useState<TripCancelledQuote[] | null>(null);
  const [decideSlot, { isLoading }] = useDecideSlotMutation();
  const services = servicesCancelledByDecline(context.leg);
  const leg = `${context.origin.icao} → ${context.destination.icao}`;

  const decline = async () => {
    const result = await decideSlot({
      tripId: context.trip.id,
      eventId: context.event.id,
      decision: { decision: 'decline' },
    });
    setOpen(false);
    if (result.data) {
      // One toast naming the slot declined (the call's generic one is off); the page keeps what
      // the decline cancelled.
      notify({
        title: t('feedback.declined', { airport: context.event.airport.icao }),
        variant: 'success',
      });
      setCancelled(result.data.cancelledQuotes);
    }
  };

  return (
    <>
      {cancelled !== null && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {cancelled.length === 0
            ? t('decline.doneNothing', { leg })
            : t('decline.done', {
                leg,
                references: cancelled.map((quote) => quote.reference).join(', '),
              })}
        </Alert>
      )}
      {available && (
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          {t('actions.decline')}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        destructive
        loading={isLoading}
        title={t('decline.title', { leg })}
        message={t('decline.message', { leg })}
        confirmLabel={t('actions.decline')}
        onConfirm={() => void decline()}
        onClose={() => setOpen(false)}
      >
        {services.length === 0 ? (
          <p>{t('decline.noServices')}</p>
        ) : (
          <ul aria-label={t('decline.servicesLabel')}>
            {services.map((service) => (
              <li key={service.quoteId}>
                {t('decline.service', {
                  reference: service.reference,
                  provider: service.provider.name,
                  products: service.lines.map((line) => line.productName).join(', '),
                })}
              </li>
            ))}
          </ul>
        )}
      </ConfirmDialog>
    </>
  );
}
