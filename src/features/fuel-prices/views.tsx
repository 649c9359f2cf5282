import dayjs from 'dayjs';
import type { ResourcePages } from '@/lib/api/defineResource';
import type { FuelPrice, FuelPricePayload } from '@/entities/service';
import { fuelPricePayloadLimits, productFuelTypeValues } from '@/lib/contract/generated/constants';
import { choiceOf, enumOf, resourceViews, search } from '@/lib/ui/resourceKit';
import type { FieldDeclaration, FormDeclaration, ViewContext } from '@/lib/ui/resourceKit';
import { fuelPricesApi } from './api/fuelPrices.api';
import { ImportLockChip, ImportLockNotice } from './components/ImportLock';
import { ImportsSection } from './components/ImportsSection';
import { useFuelAirports } from './components/useFuelAirports';
import {
  FUEL_QUANTITY_UNITS,
  dotDecimalRule,
  endNotBeforeStart,
  fuelPriceToValues,
  toFuelPricePayload,
  type FuelPriceFormValues,
} from './model/fuelPrice.form';
import { fuelPrices } from './resource';

const price = (name: 'public' | 'commercialFlights' | 'privateFlights' | 'fees') =>
  ({ name, kind: 'text', required: true, section: 'prices', schema: dotDecimalRule(4) }) as const;

/** A row: its airport, supplier and fuel, its period, then its prices per unit. */
export const fuelPriceForm: FormDeclaration<FuelPrice, FuelPriceFormValues, FuelPricePayload> = {
  fields: [
    { name: 'icao', kind: 'text', required: true, section: 'airport' },
    { name: 'countryCode', kind: 'text', required: true, section: 'airport' },
    { name: 'iata', kind: 'text', help: 'fields.iataHelp', section: 'airport' },
    { name: 'supplier', kind: 'text', required: true, section: 'airport' },
    {
      name: 'fuelType',
      kind: 'select',
      options: productFuelTypeValues,
      optionLabels: 'fuelTypes',
      required: true,
      section: 'period',
    },
    {
      name: 'quantityUnit',
      kind: 'select',
      options: FUEL_QUANTITY_UNITS,
      optionLabels: 'units',
      required: true,
      section: 'period',
    },
    { name: 'startAt', kind: 'date', required: true, section: 'period' },
    { name: 'endAt', kind: 'date', required: true, section: 'period' },
    price('public'),
    price('commercialFlights'),
    price('privateFlights'),
    price('fees'),
    { name: 'vat', kind: 'text', required: true, section: 'prices', schema: dotDecimalRule(2) },
  ] satisfies FieldDeclaration<keyof FuelPriceFormValues & string, FuelPrice>[],
  limits: fuelPricePayloadLimits,
  refine: [endNotBeforeStart],
  defaults: { fuelType: 'kerosene', quantityUnit: 'L', countryCode: 'FR', vat: '20' },
  before: ({ record }) => record?.lock && <ImportLockNotice lock={record.lock} />,
  // An imported airport is changed by a new file only: the notice says when the next run is.
  readOnly: (record) => record.lock !== null,
  toValues: fuelPriceToValues,
  toPayload: toFuelPricePayload,
};

const money = (value: number, row: FuelPrice, { show }: ViewContext) =>
  show.money(value, row.currency);
const right = { align: 'right', nowrap: true } as const;

/** The days a seller asks about: today and the boards coming (the API filters by one day). */
function activeAtOptions(show: ViewContext['show'], t: ViewContext['t']) {
  const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
  return [0, 7, 30].map((offset) => ({
    value: day(offset),
    label: offset === 0 ? t('filters.today') : (show.date(day(offset)) ?? day(offset)),
  }));
}

/**
 * /fuel-prices [FUEL_VIEW], /fuel-price/add and /:id/edit [FUEL_EDIT]: the seller's posted
 * fuel board, one row per airport, fuel, supplier and period; an imported airport is locked.
 */
const views: ResourcePages = resourceViews(fuelPrices, fuelPricesApi, {
  itemLabel: (row) => `${row.icao} · ${row.supplier}`,
  deletable: (row) => row.lock === null,
  useData: () => ({ airports: useFuelAirports() }),
  list: {
    filters: ({ airports, show, t }) => [
      search('search'),
      choiceOf('icao', airports, { primary: true }),
      enumOf('fuelType', productFuelTypeValues, { primary: true }),
      choiceOf('activeAt', activeAtOptions(show, t), { primary: true }),
    ],
    columns: [
      { id: 'countryCode', hideOnXs: true },
      { id: 'icao' },
      { id: 'iata', hideOnXs: true },
      { id: 'supplier' },
      { id: 'fuelType', render: (row, { t }) => t(`fuelTypes.${row.fuelType}`) },
      {
        id: 'period',
        nowrap: true,
        render: (row, { t, show }) =>
          t('list.period', { start: show.date(row.startAt), end: show.date(row.endAt) }),
      },
      { id: 'quantityUnit', render: (row, { t }) => t(`units.${row.quantityUnit}`) },
      { id: 'public', ...right, value: (row, ctx) => money(row.public, row, ctx) },
      {
        id: 'commercialFlights',
        ...right,
        value: (row, ctx) => money(row.commercialFlights, row, ctx),
      },
      { id: 'privateFlights', ...right, value: (row, ctx) => money(row.privateFlights, row, ctx) },
      { id: 'vat', ...right, render: (row, { t }) => t('list.vat', { rate: row.vat }) },
      { id: 'fees', ...right, value: (row, ctx) => money(row.fees, row, ctx) },
      { id: 'lock', render: (row) => row.lock && <ImportLockChip /> },
    ],
    after: () => <ImportsSection />,
  },
  form: fuelPriceForm,
});

export default views;
