import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCartEvents } from '@/entities/cart';
import { TRIP_ACTION_RIGHTS, type Trip } from '@/entities/trip';
import { useCan } from '@/lib/auth/useCan';
import { routeTo } from '@/lib/paths/routeTo';
import { nextStepOf, type NextStep } from '../model/nextStep';
import { tripPaths } from '../paths';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The step's sentence and its button. */
function present(t: Translate, tripId: number, step: NextStep) {
  switch (step.kind) {
    case 'addLeg':
      return {
        text: t('next.noLegText'),
        action: t('next.addLeg'),
        to: tripPaths.editFlight({ tripId }),
      };
    case 'addAircraft':
      return {
        text: t('next.noAircraftText'),
        action: t('next.addAircraft'),
        to: tripPaths.editAircraft({ tripId }),
      };
    case 'checkout':
      return {
        text: t('next.inCart', { count: step.count, icao: step.icao }),
        action: t('next.checkout'),
        to: routeTo('shop.checkout', step.key),
      };
    case 'requestSlot':
      return {
        text: t('next.slotText', { icao: step.icao }),
        action: t('next.requestSlot', { icao: step.icao }),
        to: routeTo('slots.submit', { tripId, eventId: step.eventId, legId: step.legId }),
      };
  }
}

/** The one thing the buyer should do next on this trip (model/nextStep), above its legs. */
export function NextStepBanner({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  const can = useCan();
  const carts = Object.values(useCartEvents()).filter((cart) => cart.key.tripId === trip.id);
  const step = nextStepOf(trip, carts, {
    editTrip: can(TRIP_ACTION_RIGHTS.editTrip),
    requestSlot: can(TRIP_ACTION_RIGHTS.requestSlot),
    buyServices: can(TRIP_ACTION_RIGHTS.buyServices),
  });
  if (step === null) return null;
  const { text, action, to } = present(t, trip.id, step);
  return (
    <Alert
      severity="info"
      role="region"
      aria-label={t('next.title')}
      action={
        <Button component={RouterLink} to={to} variant="contained" size="small">
          {action}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      <AlertTitle sx={{ mb: 0.5 }}>{t('next.title')}</AlertTitle>
      {text}
    </Alert>
  );
}
