import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { routeTo } from '@/lib/paths/routeTo';
import { DetailSection } from '@/lib/ui';
import { AirportTime } from '@/lib/ui/views/time/AirportTime';
import type { SlotContext } from '../model/slotEvent';
import { SlotStatusChip } from './slotDisplay';

const airportLabel = (airport: { icao: string; iata: string | null; name: string }) =>
  `${airport.icao}${airport.iata ? ` / ${airport.iata}` : ''} — ${airport.name}`;

/** The movement a slot is for (leg, airport, time) and where its slot stands. */
export function SlotMovement({ context }: { context: SlotContext }) {
  const { t } = useTranslation('slots');
  const { trip, event, origin, destination } = context;
  const zone = event.airport.timezone;
  return (
    <>
      <DetailSection
        title={t('sections.movement')}
        items={[
          {
            label: t('fields.trip'),
            value: (
              <Link component={RouterLink} to={routeTo('trips.view', { tripId: trip.id })}>
                {trip.name}
              </Link>
            ),
          },
          { label: t('fields.leg'), value: `${origin.icao} → ${destination.icao}` },
          { label: t('fields.movementType'), value: t(`movements.${event.movementType}`) },
          { label: t('fields.airport'), value: airportLabel(event.airport) },
          {
            label: t(event.movementType === 'departure' ? 'fields.etd' : 'fields.eta'),
            value: <AirportTime value={event.scheduledAt} timeZone={zone} />,
          },
          {
            label: t('fields.aircraft'),
            value: trip.aircraft
              ? `${trip.aircraft.registration} (${trip.aircraft.icaoType})`
              : null,
          },
          {
            label: t('fields.slotRequired'),
            value: t(event.airport.slotRequired ? 'slotRequired.yes' : 'slotRequired.no'),
          },
        ]}
      />
      <DetailSection
        title={t('sections.slot')}
        items={[
          { label: t('fields.status'), value: <SlotStatusChip status={event.slot.status} /> },
          { label: t('fields.number'), value: event.slot.number },
          {
            label: t('fields.requestedAt'),
            value: event.slot.requestedAt && (
              <AirportTime value={event.slot.requestedAt} timeZone={zone} />
            ),
          },
          {
            label: t('fields.attributedAt'),
            value: event.slot.attributedAt && (
              <AirportTime value={event.slot.attributedAt} timeZone={zone} />
            ),
          },
        ]}
      />
    </>
  );
}
