import type { ResourcePages } from '@/lib/api/defineResource';
import { VALIDATOR } from '@/lib/validation';
import {
  aircraftCategoryValues,
  aircraftTypePayloadLimits,
} from '@/lib/contract/generated/constants';
import {
  choiceOf,
  enumOf,
  inSection,
  resourceViews,
  search,
  type FieldDeclaration,
  type FormValuesOf,
  type ViewContext,
} from '@/lib/ui/resourceKit';
import {
  catalogueApi,
  useCreateAircraftTypeMutation,
  useListAircraftManufacturersQuery,
  type AircraftType,
  type AircraftTypePayload,
  type CatalogueFilter,
  typeLabel,
} from '../api/catalogue.api';
import { FIGURE_FIELDS, FIGURE_RULES } from '../model/organizationAircraft.schema';
import { aircraftCatalogue } from '../resource';

type Manufacturers = { manufacturers: { value: string; label: string }[] };
type Ctx = ViewContext & Manufacturers;

/** A figure in the person's units, right-aligned; all but MTOW hidden on phones. */
const figure = (id: keyof AircraftType & `${string}${'Kg' | 'M'}`, decimals = 0) =>
  ({
    id,
    measure: id.endsWith('Kg') ? 'kg' : 'm',
    decimals,
    align: 'right',
    hideOnXs: id !== 'mtowKg',
  }) as const;

/** What a new type is: its names, its class, and the figures an aircraft of it starts from. */
type TypeValues = FormValuesOf<AircraftTypePayload, 'category'>;

type Field = FieldDeclaration<keyof TypeValues>;

const TYPE_FIELDS: readonly Field[] = [
  ...inSection<Field>('type', [
    { name: 'manufacturer', kind: 'text', required: true },
    { name: 'model', kind: 'text', required: true },
    {
      name: 'icaoType',
      kind: 'text',
      required: true,
      upperCase: true,
      patternError: VALIDATOR.icaoType,
    },
    {
      name: 'category',
      kind: 'select',
      options: aircraftCategoryValues,
      optionLabels: 'categories',
      required: true,
    },
  ]),
  ...FIGURE_FIELDS,
];

/**
 * /aircrafts [OPERATOR_AIRCRAFT_VIEW]: the catalogue of real aircraft types, figures in the
 * person's units; an operator with OPERATOR_AIRCRAFT_ADD adds a type in a dialog (the API names
 * no edit or delete of a type).
 */
const views: ResourcePages = resourceViews<
  AircraftType,
  AircraftTypePayload,
  CatalogueFilter,
  TypeValues,
  AircraftTypePayload,
  Manufacturers
>(
  aircraftCatalogue,
  { ...catalogueApi, useCreate: useCreateAircraftTypeMutation },
  {
    itemLabel: typeLabel,
    wordsPrefix: 'catalogue',
    deletable: () => false,
    useData: () => ({ manufacturers: useListAircraftManufacturersQuery(null).data ?? [] }),
    list: {
      filters: ({ manufacturers }: Ctx) => [
        search('search'),
        enumOf('category', aircraftCategoryValues, { words: 'categories' }),
        choiceOf('manufacturer', manufacturers),
      ],
      // The spec's "Aircraft catalogue 12" (section 9).
      defaultPageSize: 12,
      columns: [
        { id: 'aircraftTypeId', value: typeLabel },
        { id: 'icaoType' },
        { id: 'category', words: 'categories' },
        figure('mtowKg'),
        figure('wingspanM', 1),
        figure('lengthM', 1),
        figure('maximumFuelKg'),
        figure('takeOffDistanceM'),
        { id: 'passengerSeats', align: 'right' },
      ],
    },
    form: {
      fields: TYPE_FIELDS,
      limits: aircraftTypePayloadLimits,
      refine: FIGURE_RULES,
      defaults: {},
      toValues: () => ({}),
      toPayload: (values: AircraftTypePayload) => values,
      dialog: { maxWidth: 'md', edit: false },
      failureTitle: 'http:failure.postAircraft',
    },
  },
);

export default views;
