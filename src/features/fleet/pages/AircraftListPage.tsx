import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationAircraft } from '@/entities/organization';
import {
  DeclaredListPage,
  useDisplayFormat,
  type DataTableColumn,
  type ListFilter,
} from '@/lib/ui';
import { organizationAircraft } from '../resource';
import {
  useDeleteOrganizationAircraftMutation,
  useListOrganizationAircraftQuery,
  type AircraftFilter,
} from '../api/organizationFleet.api';
import { aircraftLabel, typeLabel, useFleetOptions } from '../components/aircraftDisplay';

/** The spec's "Organization aircraft and helicopters 10" (section 9). */
const PAGE_SIZE = 10;

function useAircraftFilters(): ListFilter<AircraftFilter>[] {
  const { t } = useTranslation('fleet');
  const options = useFleetOptions();
  return useMemo(
    () => [
      {
        kind: 'search',
        key: 'search',
        label: t('aircraft.searchLabel'),
        placeholder: t('aircraft.searchPlaceholder'),
      },
      {
        kind: 'select',
        key: 'status',
        label: t('fields.status'),
        options: options.aircraftStatuses,
      },
      { kind: 'select', key: 'category', label: t('fields.category'), options: options.categories },
    ],
    [t, options],
  );
}

function useAircraftColumns(): DataTableColumn<OrganizationAircraft>[] {
  const { t } = useTranslation('fleet');
  const show = useDisplayFormat();
  return useMemo(
    () => [
      { id: 'name', header: t('fields.aircraftName'), render: (a) => a.name },
      {
        id: 'registration',
        header: t('fields.registration'),
        render: (a) => a.registration,
        nowrap: true,
      },
      { id: 'type', header: t('fields.aircraftType'), render: (a) => typeLabel(a), hideOnXs: true },
      {
        id: 'category',
        header: t('fields.category'),
        render: (a) => t(`categories.${a.category}`),
        hideOnXs: true,
      },
      {
        id: 'mtow',
        header: t('fields.mtow'),
        render: (a) => show.unit(a.mtowKg, 'kg', 0),
        numeric: true,
        hideOnXs: true,
      },
      {
        id: 'homebase',
        header: t('fields.homebase'),
        render: (a) => a.homebase?.icao ?? '—',
        hideOnXs: true,
      },
      {
        id: 'status',
        header: t('fields.status'),
        render: (a) => t(`aircraftStatuses.${a.status}`),
      },
    ],
    [t, show],
  );
}

/** /organization-aircraft [ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW]: the organization's aircraft. */
export default function AircraftListPage() {
  const { t } = useTranslation('fleet');
  return (
    <DeclaredListPage
      texts={{ ns: 'fleet', prefix: 'aircraft' }}
      resource={organizationAircraft}
      useList={useListOrganizationAircraftQuery}
      useDelete={useDeleteOrganizationAircraftMutation}
      list={{ filters: useAircraftFilters(), defaultPageSize: PAGE_SIZE }}
      columns={useAircraftColumns()}
      itemLabel={aircraftLabel}
      createLabel={t('aircraft.add')}
      deletable={(aircraft) => !aircraft.boundToTrip}
      deleteMessage={(aircraft) => t('aircraft.deleteMessage', { name: aircraftLabel(aircraft) })}
    />
  );
}
