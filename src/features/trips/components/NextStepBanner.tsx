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
        to: slotRequestTo(tripId, step),
      };
  }
}

/** The next step on this trip for the person viewing it (model/nextStep). */
export function useNextStep(trip: Trip): NextStep | null {
  const can = useCan();
  const carts = Object.values(useCartEvents()).filter((cart) => cart.key.tripId === trip.id);
  return nextStepOf(trip, carts, {
    editTrip: can(TRIP_ACTION_RIGHTS.editTrip),
    requestSlot: can(TRIP_ACTION_RIGHTS.requestSlot),
    buyServices: can(TRIP_ACTION_RIGHTS.buyServices),
  });
}

/** Where a slot request leads: the submit page of the event waiting for one. */
export function slotRequestTo(tripId: number, step: Extract<NextStep, { kind: 'requestSlot' }>) {
  return routeTo('slots.submit', { tripId, eventId: step.eventId, legId: step.legId });
}

/**
 * The one thing the buyer should do next on this trip, above its legs. Its button is outlined:
 * the page's one filled button is in its header.
 */
export function NextStepBanner({ trip, step }: { trip: Trip; step: NextStep | null }) {
  const { t } = useTranslation('trips');
  if (step === null) return null;
  const { text, action, to } = present(t, trip.id, step);
  return (
    <Alert
      severity="info"
      role="region"
      aria-label={t('next.title')}
      action={
        <Button component={RouterLink} to={to} variant="outlined" size="small">
          {action}
        </Button>
      }
      // On a phone the button goes under the sentence, lined up with it, instead of a narrow
      // column beside it (its words broke over three lines at 360 px).
      sx={{
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        // A zero basis keeps the sentence beside the icon when the line wraps.
        '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
        '& .MuiAlert-action': {
          width: { xs: '100%', sm: 'auto' },
          m: { xs: 0, sm: '0 -8px 0 auto' },
          p: { xs: '0 0 8px 34px', sm: '4px 0 0 16px' },
        },
      }}
    >
      <AlertTitle sx={{ mb: 0.5 }}>{t('next.title')}</AlertTitle>
      {text}
    </Alert>
  );
}
