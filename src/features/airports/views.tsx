import { useTranslation } from 'react-i18next';
import type { ResourcePages } from '@/lib/api/defineResource';
import { airportPayloadLimits, airportTypeValues } from '@/lib/contract/generated/constants';
import { countryName, countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { enumOf, resourceViews, search } from '@/lib/ui/resourceKit';
import type { FieldDeclaration, FormDeclaration } from '@/lib/ui/resourceKit';
import { airportsApi, type Airport, type AirportPayload } from './api/airports.api';
import {
  TIME_ZONES,
  airportToValues,
  toAirportPayload,
  type AirportFormValues,
} from './model/airport.form';
import { airports } from './resource';

function useCountryChoices() {
  const { i18n } = useTranslation();
  return countryOptions(toLanguage(i18n.language));
}

/** The codes a country may take (the labels come in the person's language from the hook). */
const COUNTRY_CODES = countryOptions('en').map((option) => option.value);

const coordinate = (name: 'latitude' | 'longitude') =>
  ({ name, kind: 'number', required: true, section: 'place', unit: '°' }) as const;

/** Its codes and name, then where it is: country, city, time zone and coordinates. */
export const airportForm: FormDeclaration<Airport, AirportFormValues, AirportPayload> = {
  fields: [
    { name: 'icao', kind: 'text', required: true, upperCase: true, section: 'codes' },
    {
      name: 'iata',
      kind: 'text',
      upperCase: true,
      blankAsNull: true,
      help: 'fields.iataHelp',
      section: 'codes',
    },
    { name: 'name', kind: 'text', required: true, section: 'codes' },
    {
      name: 'type',
      kind: 'select',
      options: airportTypeValues,
      optionLabels: 'types',
      required: true,
      section: 'codes',
    },
    {
      name: 'countryCode',
      kind: 'select',
      searchable: true,
      options: COUNTRY_CODES,
      useOptions: useCountryChoices,
      required: true,
      section: 'place',
    },
    { name: 'city', kind: 'text', required: true, section: 'place' },
    {
      name: 'timezone',
      kind: 'select',
      searchable: true,
      options: TIME_ZONES,
      useOptions: () => TIME_ZONES.map((zone) => ({ value: zone, label: zone })),
      required: true,
      section: 'place',
    },
    { name: 'elevationM', kind: 'number', integer: true, unit: 'm', section: 'place' },
    coordinate('latitude'),
    coordinate('longitude'),
  ] satisfies FieldDeclaration<keyof AirportFormValues & string, Airport>[],
  limits: airportPayloadLimits,
  defaults: { type: 'small_airport' },
  toValues: airportToValues,
  toPayload: toAirportPayload,
};

/**
 * /airports [OPERATOR_AIRPORT_VIEW], /airport/add and /airport/:id/edit [_ADD, _EDIT]: the
 * catalogue every airport picker reads, a page at a time (it holds hundreds). Deleting one that
 * services, trips or organizations use is refused by the API, which says why.
 */
const views: ResourcePages = resourceViews(airports, airportsApi, {
  itemLabel: (airport) => `${airport.icao} · ${airport.name}`,
  useData: () => ({ language: toLanguage(useTranslation().i18n.language) }),
  list: {
    filters: [search('search'), enumOf('type', airportTypeValues, { words: 'types' })],
    columns: [
      { id: 'icao', nowrap: true },
      { id: 'iata', nowrap: true },
      { id: 'name' },
      { id: 'city', hideOnXs: true },
      {
        id: 'countryCode',
        hideOnXs: true,
        value: (row, { language }) => countryName(row.countryCode, language),
      },
      { id: 'type', hideOnXs: true, render: (row, { t }) => t(`types.${row.type}`) },
      { id: 'timezone', hideOnXs: true },
    ],
  },
  form: airportForm,
});

export default views;
