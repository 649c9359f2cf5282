import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripEvent } from '@/entities/trip';
import { useDisplayFormat, type DetailItem } from '@/lib/ui';
import { AirportTime } from '@/lib/ui/time/AirportTime';
import { airportLabel } from './eventTime';
import { ServicesList } from './ServicesList';

/** The detail rows of an event: airport (with its links), time, slot, PPR and services. */
export function useEventItems() {
  const { t } = useTranslation('trips');
  const show = useDisplayFormat();
  return (event: TripEvent, label: string, links?: ReactNode): DetailItem[] => {
    const zone = event.airport.timezone;
    const at = (iso: string | null) =>
      iso === null ? null : <AirportTime value={iso} timeZone={zone} />;
    return [
      {
        label,
        value: (
          <>
            {airportLabel(event.airport)}
            {links}
          </>
        ),
      },
      {
        label: event.movementType === 'departure' ? t('view.etd') : t('view.eta'),
        value: at(event.scheduledAt),
      },
      {
        label: t('fields.requestedSlot'),
        value: (
          <>
            {[t(`slotStatuses.${event.slot.status}`), event.slot.number]
              .filter(Boolean)
              .join(' · ')}
            {event.slot.requestedAt !== null && <> · {at(event.slot.requestedAt)}</>}
          </>
        ),
      },
      { label: t('fields.attributedSlot'), value: at(event.slot.attributedAt) },
      {
        label: t('fields.ppr'),
        value: [t(`pprStatuses.${event.ppr.status}`), event.ppr.number].filter(Boolean).join(' · '),
      },
      {
        label: t('view.servicesAt', { icao: event.airport.icao }),
        value: <ServicesList event={event} />,
      },
    ].map((item) => ({ ...item, value: item.value ?? show.text(null) }));
  };
}
