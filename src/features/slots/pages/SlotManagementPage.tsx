import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotRequest } from '@/entities/trip';
import { formatDate, formatTime } from '@/lib/format/dates';
import {
  ResourceListPage,
  useResourceListQuery,
  type DataTableColumn,
  type ListFilter,
} from '@/lib/ui';
import { slotPaths } from '../paths';
import { useListSlotRequestsQuery, type SlotFilter } from '../api/slots.api';
import { SlotStatusChip, useSlotOptions } from '../components/slotDisplay';

function useSlotFilters(): ListFilter<SlotFilter>[] {
  const { t } = useTranslation('slots');
  const options = useSlotOptions();
  return useMemo(
    () => [
      {
        kind: 'search',
        key: 'search',
        label: t('list.searchLabel'),
        placeholder: t('list.searchPlaceholder'),
      },
      { kind: 'select', key: 'status', label: t('fields.status'), options: options.statuses },
      {
        kind: 'select',
        key: 'movementType',
        label: t('fields.movementType'),
        options: options.movements,
      },
    ],
    [t, options],
  );
}

function useSlotColumns(): DataTableColumn<SlotRequest>[] {
  const { t, i18n } = useTranslation('slots');
  const locale = i18n.language;
  return useMemo(
    () => [
      { id: 'number', header: t('fields.number'), render: (slot) => slot.number ?? '—' },
      {
        id: 'status',
        header: t('fields.status'),
        render: (slot) => <SlotStatusChip status={slot.status} />,
      },
      {
        id: 'flightDate',
        header: t('fields.flightDate'),
        render: (slot) => formatDate(slot.utcTime, locale, 'UTC'),
      },
      {
        id: 'movementType',
        header: t('fields.movementType'),
        render: (slot) => t(`movements.${slot.movementType}`),
      },
      {
        id: 'airport',
        header: t('fields.airport'),
        render: (slot) => <abbr title={slot.airport.name}>{slot.airport.icao}</abbr>,
      },
      {
        id: 'aircraftTypeIcao',
        header: t('fields.aircraftType'),
        render: (slot) => slot.aircraftTypeIcao ?? '—',
        hideOnXs: true,
      },
      {
        id: 'origin',
        header: t('fields.origin'),
        render: (slot) => slot.originIcao,
        hideOnXs: true,
      },
      {
        id: 'destination',
        header: t('fields.destination'),
        render: (slot) => slot.destinationIcao,
        hideOnXs: true,
      },
      {
        id: 'utcTime',
        header: t('fields.utcTime'),
        render: (slot) => `${formatTime(slot.utcTime, locale, 'UTC')} UTC`,
      },
      { id: 'trip', header: t('fields.trip'), render: (slot) => slot.tripName, hideOnXs: true },
    ],
    [t, locale],
  );
}

const slotLabel = (slot: SlotRequest) =>
  `${slot.airport.icao} ${slot.movementType} ${slot.flightDate}`;

/** /slot-management [TRIP_SLOT_MANAGEMENT_VIEW]: every slot request of the organization's legs. */
export default function SlotManagementPage() {
  const list = useResourceListQuery(useListSlotRequestsQuery, { filters: useSlotFilters() });
  return (
    <ResourceListPage
      {...list}
      texts={{ ns: 'slots' }}
      columns={useSlotColumns()}
      itemLabel={slotLabel}
      actions={[
        {
          kind: 'show',
          permission: 'TRIP_SLOT_MANAGEMENT_VIEW',
          to: (slot) =>
            slotPaths.submit({ tripId: slot.tripId, eventId: slot.eventId, legId: slot.stepId }),
        },
      ]}
    />
  );
}
