import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { aircraftCategoryValues } from '@/lib/contract/generated/constants';
import { useSearchAirportsQuery } from '@/entities/airport';
import {
  ORGANIZATION_AIRCRAFT_STATUSES,
  type FleetAirport,
  type OrganizationAircraft,
} from '@/entities/organization';
import type { ResourcePages } from '@/lib/api/defineResource';
import { selectMeasurement } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import {
  enumOf,
  recordSection,
  resourceViews,
  search,
  serverSearch,
  cellContent,
  type CellDeclaration,
  type DeclaredFormState,
  type FieldSearch,
  type ViewContext,
} from '@/lib/ui/resourceKit';
import { aircraftApi } from '../api/aircraft.api';
import { typeLabel, useSearchAircraftTypesQuery, type AircraftType } from '../api/catalogue.api';
import { aircraftForm, figuresOfType } from '../model/organizationAircraft.schema';
import { organizationAircraft } from '../resource';

type Aircraft = OrganizationAircraft;
type Cell = CellDeclaration<Aircraft, ViewContext>;

/** "Alpine One (F-HALP)": how an aircraft is named in titles, dialogs and action labels. */
const aircraftLabel = (a: Aircraft) => `${a.name} (${a.registration})`;
/** "LFLL · Lyon-Saint Exupéry": a home base by its ICAO code and name. */
const airportLabel = (airport: FleetAirport) => `${airport.icao} · ${airport.name}`;
const mtow: Cell = { id: 'mtowKg', measure: 'kg', decimals: 0 };
const homebase = (a: Aircraft) => a.homebase && airportLabel(a.homebase);

/** "Cessna Citation Latitude (C68A)": a type among the search's choices. */
const typeChoice = (type: Pick<AircraftType, 'manufacturer' | 'model' | 'icaoType'>) =>
  `${typeLabel(type)} (${type.icaoType})`;

/** The type and the home base are searched as typed; picking a type fills in its figures. */
const SEARCHES: Partial<Record<string, FieldSearch<Aircraft>>> = {
  aircraftTypeId: serverSearch<AircraftType, Aircraft>({
    useSearch: useSearchAircraftTypesQuery,
    option: (type) => ({ value: type.id, label: typeChoice(type), fills: figuresOfType(type) }),
    current: (aircraft) => ({ value: aircraft.aircraftTypeId, label: typeChoice(aircraft) }),
    placeholder: 'aircraft.typePlaceholder',
  }),
  homebaseId: serverSearch<FleetAirport, Aircraft>({
    useSearch: useSearchAirportsQuery,
    option: (airport) => ({ value: airport.id, label: airportLabel(airport) }),
    current: ({ homebase }) =>
      homebase ? { value: homebase.id, label: airportLabel(homebase) } : undefined,
  }),
};

/** The server refuses to change an aircraft a trip flies: its edit form says so above the fields. */
function BoundToTrip({ mode, record }: DeclaredFormState<Aircraft>) {
  const { t } = useTranslation('fleet');
  if (mode !== 'edit' || !record?.boundToTrip) return null;
  return <Alert severity="warning">{t('aircraft.boundToTrip')}</Alert>;
}

/**
 * /organization-aircraft, /add, /edit/:id, /duplicate/:id and /show/:id
 * [ORGANIZATION_ACCOUNT_AIRCRAFT_*]: the organization's aircraft, figures in the person's
 * units; an aircraft a trip flies is neither edited nor deleted.
 */
const views: ResourcePages = resourceViews(organizationAircraft, aircraftApi, {
  itemLabel: aircraftLabel,
  wordsPrefix: 'aircraft',
  deletable: (aircraft) => !aircraft.boundToTrip,
  // In maintenance waits; inactive is neutral.
  statusTones: { active: 'success', maintenance: 'warning' },
  useData: () => ({ measurement: useAppSelector(selectMeasurement) }),
  list: {
    filters: [
      search('search'),
      enumOf('status', ORGANIZATION_AIRCRAFT_STATUSES),
      enumOf('category', aircraftCategoryValues, { words: 'categories' }),
    ],
    // The spec's "Organization aircraft and helicopters 10" (section 9).
    defaultPageSize: 10,
    columns: [
      { id: 'name' },
      { id: 'registration', nowrap: true },
      { id: 'aircraftTypeId', value: typeLabel, hideOnXs: true },
      { id: 'category', words: 'categories', hideOnXs: true },
      { ...mtow, numeric: true, hideOnXs: true },
      { id: 'homebaseId', value: (a) => a.homebase?.icao ?? '—', hideOnXs: true },
      { id: 'status', words: 'statuses' },
    ],
  },
  show: {
    status: 'status',
    facts: (a, ctx) => [typeLabel(a), a.homebase?.icao, a.callSign, cellContent(mtow, a, ctx)],
    intro: (a, { t }) =>
      a.boundToTrip && <Alert severity="info">{t('aircraft.boundToTrip')}</Alert>,
    sections: [
      {
        id: 'aircraft',
        items: [
          ...(['name', 'registration', 'callSign', 'aoc'] as const),
          { id: 'status', words: 'statuses' },
          { id: 'homebaseId', value: homebase },
        ],
      },
      {
        id: 'type',
        items: ['manufacturer', 'model', 'icaoType', { id: 'category', words: 'categories' }],
      },
      {
        id: 'figures',
        items: [
          mtow,
          { id: 'maximumFuelKg', measure: 'kg', decimals: 0 },
          { id: 'wingspanM', measure: 'm' },
          { id: 'lengthM', measure: 'm' },
          { id: 'heightM', measure: 'm' },
          { id: 'minimumRunwayLengthM', measure: 'm', decimals: 0 },
          { id: 'takeOffDistanceM', measure: 'm', decimals: 0 },
          ...(['seats', 'passengerSeats', 'minimumFlightCrew', 'fireFightingCategory'] as const),
          { id: 'fuelTypes', value: (a) => a.fuelTypes, words: 'fuelTypes' },
          { id: 'measurementUnit', words: 'measurementUnits' },
        ],
      },
      recordSection(),
    ],
  },
  form: {
    ...aircraftForm,
    fields: aircraftForm.fields.map((field) => ({ ...field, search: SEARCHES[field.name] })),
    before: BoundToTrip,
  },
});

export default views;
