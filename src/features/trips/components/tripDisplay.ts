import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '@/lib/ui';
import {
  FLIGHT_MISSIONS,
  FLIGHT_TYPES,
  CLEARANCE_WINDOW_HOURS,
  MOVEMENT_TYPES,
  type Option,
  type TripFilterOptions,
} from '@/entities/trip';
import { tripPaths } from '../paths';
import type { TripFilterKey } from '../model/tripFilter';

/** Where a trip opens: the trip page (`/trips/{id}`). */
export function tripLink(tripId: number): string {
  return tripPaths.detail({ tripId });
}

function choices<V extends string | number>(options: readonly Option<V>[] | undefined) {
  return (options ?? []).map((option) => ({ value: String(option.value), label: option.label }));
}

/**
 * Every filter of the spec's trip filter, their choices from GET api/trip-filters; operators
 * also choose an organization (the customers of the platform, the same choices as "customer").
 */
export function useTripFilters(
  options: TripFilterOptions | undefined,
  operator: boolean,
): ListFilter<TripFilterKey>[] {
  const { t } = useTranslation('trips');
  return useMemo(() => {
    const filters: ListFilter<TripFilterKey>[] = [
      { kind: 'search', key: 'name', label: t('filters.name') },
      { kind: 'dateRange', key: 'period', label: t('filters.period'), primary: true },
      {
        kind: 'select',
        key: 'customer',
        label: t('filters.customer'),
        options: choices(options?.customers),
        // Operators choose the organization instead (the same choices).
        primary: !operator,
      },
      {
        kind: 'select',
        key: 'flightMission',
        label: t('fields.flightMission'),
        options: FLIGHT_MISSIONS.map((value) => ({ value, label: t(`missions.${value}`) })),
      },
      {
        kind: 'select',
        key: 'flightType',
        label: t('fields.flightType'),
        options: FLIGHT_TYPES.map((value) => ({ value, label: t(`flightTypes.${value}`) })),
      },
      {
        kind: 'select',
        key: 'movementType',
        label: t('filters.movementType'),
        options: MOVEMENT_TYPES.map((value) => ({ value, label: t(`movements.${value}`) })),
      },
      {
        kind: 'select',
        key: 'organizationAircraftType',
        label: t('filters.aircraftType'),
        options: choices(options?.organizationAircraftTypes),
      },
      {
        kind: 'select',
        key: 'organizationAircraft',
        label: t('fields.aircraft'),
        options: choices(options?.organizationAircraft),
        primary: true,
      },
      {
        kind: 'select',
        key: 'airport',
        label: t('filters.airport'),
        options: choices(options?.airports),
      },
      {
        kind: 'select',
        key: 'organizationHelicopter',
        label: t('filters.helicopter'),
        options: choices(options?.organizationHelicopters),
      },
      {
        kind: 'select',
        key: 'organizationCrewMember',
        label: t('filters.crewMember'),
        options: choices(options?.organizationCrewMembers),
      },
      {
        kind: 'select',
        key: 'organizationAirport',
        label: t('filters.organizationAirport'),
        options: choices(options?.organizationAirports),
      },
      {
        kind: 'boolean',
        key: 'externalCalendarHelicopters',
        label: t('filters.externalCalendars'),
      },
      // The home's "legs without slot or PPR" card opens the list with it.
      {
        kind: 'boolean',
        key: 'missingClearance',
        label: t('filters.missingClearance', { hours: CLEARANCE_WINDOW_HOURS }),
      },
    ];
    if (operator) {
      filters.splice(1, 0, {
        kind: 'select',
        key: 'organization',
        label: t('fields.organization'),
        options: choices(options?.customers),
        primary: true,
      });
    }
    return filters;
  }, [t, options, operator]);
}
