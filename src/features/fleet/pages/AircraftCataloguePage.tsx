import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AircraftType } from '../model/aircraftCatalogue.types';
import {
  ResourceListPage,
  useDisplayFormat,
  useResourceList,
  type DataTableColumn,
  type ListFilter,
} from '@/lib/ui';
import {
  useListAircraftManufacturersQuery,
  useListAircraftTypesQuery,
  type CatalogueFilter,
} from '../api/catalogue.api';
import { typeLabel, useCategoryOptions } from '../components/aircraftDisplay';

/** The spec's "Aircraft catalogue 12" (section 9). */
const PAGE_SIZE = 12;

function useCatalogueFilters(): ListFilter<CatalogueFilter>[] {
  const { t } = useTranslation('fleet');
  const categories = useCategoryOptions();
  const manufacturers = useListAircraftManufacturersQuery(null);
  return useMemo(
    () => [
      {
        kind: 'search',
        key: 'search',
        label: t('catalogue.searchLabel'),
        placeholder: t('catalogue.searchPlaceholder'),
      },
      { kind: 'select', key: 'category', label: t('fields.category'), options: categories },
      {
        kind: 'select',
        key: 'manufacturer',
        label: t('fields.manufacturer'),
        options: (manufacturers.data ?? []).map((name) => ({ value: name, label: name })),
      },
    ],
    [t, categories, manufacturers.data],
  );
}

function useCatalogueColumns(): DataTableColumn<AircraftType>[] {
  const { t } = useTranslation('fleet');
  const show = useDisplayFormat();
  return useMemo(
    () => [
      { id: 'type', header: t('fields.aircraftType'), render: (type) => typeLabel(type) },
      { id: 'icaoType', header: t('fields.icaoType'), render: (type) => type.icaoType },
      {
        id: 'category',
        header: t('fields.category'),
        render: (type) => t(`categories.${type.category}`),
      },
      {
        id: 'mtow',
        header: t('fields.mtow'),
        render: (type) => show.unit(type.mtowKg, 'kg', 0),
        align: 'right',
      },
      {
        id: 'wingspan',
        header: t('fields.wingspan'),
        render: (type) => show.unit(type.wingspanM, 'm', 1),
        align: 'right',
        hideOnXs: true,
      },
      {
        id: 'length',
        header: t('fields.length'),
        render: (type) => show.unit(type.lengthM, 'm', 1),
        align: 'right',
        hideOnXs: true,
      },
      {
        id: 'maximumFuel',
        header: t('fields.maximumFuel'),
        render: (type) => show.unit(type.maximumFuelKg, 'kg', 0),
        align: 'right',
        hideOnXs: true,
      },
      {
        id: 'takeOffDistance',
        header: t('fields.takeOffDistance'),
        render: (type) => show.unit(type.takeOffDistanceM, 'm', 0) ?? '—',
        align: 'right',
        hideOnXs: true,
      },
      {
        id: 'passengerSeats',
        header: t('fields.passengerSeats'),
        render: (type) => type.passengerSeats,
        align: 'right',
      },
    ],
    [t, show],
  );
}

/** /aircrafts [OPERATOR_AIRCRAFT_VIEW]: the catalogue of real aircraft types, figures in the user's units. */
export default function AircraftCataloguePage() {
  const resource = useResourceList({
    filters: useCatalogueFilters(),
    defaultPageSize: PAGE_SIZE,
  });
  const result = useListAircraftTypesQuery(resource.args);
  return (
    <ResourceListPage
      texts={{ ns: 'fleet', prefix: 'catalogue' }}
      resource={resource}
      result={result}
      columns={useCatalogueColumns()}
      itemLabel={typeLabel}
    />
  );
}
