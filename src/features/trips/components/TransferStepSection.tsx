import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TRIP_ACTION_RIGHTS, type TransferStep } from '@/entities/trip';
import { useCan } from '@/lib/auth/useCan';
import { routeTo } from '@/lib/paths/routeTo';
import { DetailList, useDisplayFormat } from '@/lib/ui';
import type { OverflowMenuItem } from '@/lib/ui';
import { AirportTime } from '@/lib/ui/views/time/AirportTime';
import { airportLabel } from './eventTime';
import { ServicesList } from './ServicesList';
import { StepFrame } from './StepFrame';
import { stepTitle } from './stepTitle';

export function TransferStepSection({
  step,
  menu,
  tripId,
}: {
  step: TransferStep;
  /** The step's own actions, in its "⋯" menu (deleting it). */
  menu?: readonly OverflowMenuItem[];
  /** With it, a helicopter transfer links to the helicopter shop (TRIP_EDIT and TRIP_SERVICE_ADD). */
  tripId?: number;
}) {
  const { t } = useTranslation('trips');
  const show = useDisplayFormat();
  const can = useCan();
  const event = step.transferDeparture;
  const helicopterShop =
    tripId !== undefined &&
    step.mode === 'helicopter' &&
    !step.cancelled &&
    can(TRIP_ACTION_RIGHTS.editTrip) &&
    can(TRIP_ACTION_RIGHTS.buyServices) ? (
      <Button
        component={RouterLink}
        variant="outlined"
        size="small"
        to={routeTo('shop.helicopters', { tripId, stepId: step.id, eventId: event.id })}
      >
        {t('view.bookHelicopter')}
      </Button>
    ) : null;
  return (
    <StepFrame title={stepTitle(t, step)} step={step} menu={menu}>
      <DetailList
        items={[
          { label: t('fields.mode'), value: t(`modes.${step.mode}`) },
          { label: t('fields.leavingEvent'), value: airportLabel(event.airport) },
          {
            label: t('fields.departureAt'),
            value: <AirportTime value={event.scheduledAt} timeZone={event.airport.timezone} />,
          },
          { label: t('fields.destination'), value: step.destination },
          { label: t('fields.passengerCount'), value: show.text(step.passengers) },
          { label: t('fields.helicopterOperator'), value: step.helicopterOperator?.name ?? null },
          ...(helicopterShop ? [{ label: t('view.helicopterShop'), value: helicopterShop }] : []),
          {
            label: t('view.servicesAt', { icao: event.airport.icao }),
            value: <ServicesList event={event} />,
          },
        ]}
      />
    </StepFrame>
  );
}
