import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeFormatters } from '@/lib/format/formatters';
import { makeDisplayFormat } from './displayFormat';
import {
  cellContent,
  enumOf,
  formTitle,
  recordSection,
  search,
  toColumn,
  toListFilters,
  type ColumnDeclaration,
  type ViewContext,
} from './viewDeclaration';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  initAsync: false,
  resources: {
    en: {
      things: {
        list: { searchPlaceholder: 'Name or code' },
        fields: { status: 'State', kind: 'Kind of thing', price: 'Price' },
        statuses: { active: 'Running' },
        kinds: { big: 'Big one' },
        form: { addTitle: 'New thing', editTitle: 'Edit {{name}}' },
        rotors: { editTitle: 'Change rotor {{name}}' },
      },
      ui: {
        fields: { name: 'Name', status: 'Status' },
        filters: { search: 'Search' },
        statuses: { inactive: 'Stopped' },
        form: { duplicateTitle: 'Copy {{name}}' },
      },
    },
  },
});
const t = i18n.getFixedT('en', ['things', 'ui']);
const has = (key: string) => i18n.exists(key, { ns: ['things', 'ui'] });
const show = makeDisplayFormat(
  makeFormatters({
    language: 'en',
    currency: 'EUR',
    currencyDisplay: 'symbol',
    measurement: 'metric',
  }),
  { yes: 'Yes', no: 'No' },
);
const ctx: ViewContext = { t, show };

interface Thing {
  id: number;
  name: string;
  status: string;
  price: number | null;
  owner: { name: string };
}
const thing: Thing = {
  id: 1,
  name: ' Rotor ',
  status: 'active',
  price: 1250,
  owner: { name: 'Ada' },
};

describe('columns declared as data', () => {
  it('take their header from fields.<id>, the resource’s words before the kit’s', () => {
    const header = (column: ColumnDeclaration<Thing, ViewContext>) => toColumn(column, ctx).header;
    expect(header({ id: 'name' })).toBe('Name');
    expect(header({ id: 'status', format: 'status' })).toBe('State');
    expect(header({ id: 'name', label: 'fields.kind' })).toBe('Kind of thing');
  });

  it.each<[string, ColumnDeclaration<Thing, ViewContext>, unknown]>([
    ['a field as text', { id: 'name' }, 'Rotor'],
    ['a field in a format', { id: 'price', format: 'money' }, '€1,250.00'],
    ['a value computed', { id: 'owner', value: (row) => row.owner.name }, 'Ada'],
    ['a status, by statuses.<value>', { id: 'status', format: 'status' }, 'Running'],
    ['an enum, by its words', { id: 'kind', value: () => 'big', words: 'kinds' }, 'Big one'],
    [
      'a list of an enum',
      { id: 'kind', value: () => ['big', 'big'], words: 'kinds' },
      'Big one and Big one',
    ],
    ['no value of an enum: a dash', { id: 'kind', value: () => null, words: 'kinds' }, null],
    ['a metric figure', { id: 'price', measure: 'kg', decimals: 0 }, '1,250 kg'],
    ['no figure: a dash', { id: 'kind', value: () => null, measure: 'kg' }, null],
    ['a value of another kind than its format: a dash', { id: 'name', format: 'money' }, null],
    [
      'drawn, with the context',
      { id: 'x', render: (row, c) => c.t('fields.kind') + row.id },
      'Kind of thing1',
    ],
  ])('shows %s', (_name, column, shown) => {
    expect(cellContent(column, thing, ctx)).toEqual(shown);
    expect(toColumn(column, ctx).render(thing)).toEqual(shown);
  });
});

describe('filters declared as data', () => {
  it('label the search by the list’s words, else the kit’s, and each enum value by convention', () => {
    const filters = toListFilters(
      [
        search('q'),
        enumOf('status', ['active', 'inactive']),
        enumOf('kind', ['big'], { primary: true }),
      ],
      t,
      has,
    );
    expect(filters).toEqual([
      { kind: 'search', key: 'q', label: 'Search', placeholder: 'Name or code' },
      {
        kind: 'select',
        key: 'status',
        label: 'State',
        primary: undefined,
        options: [
          { value: 'active', label: 'Running' },
          { value: 'inactive', label: 'Stopped' },
        ],
      },
      {
        kind: 'select',
        key: 'kind',
        label: 'Kind of thing',
        primary: true,
        options: [{ value: 'big', label: 'Big one' }],
      },
    ]);
  });
});

describe('page titles', () => {
  it('are form.<mode>Title, given the record’s name once loaded', () => {
    expect(formTitle(t, 'add', undefined)).toBe('New thing');
    expect(formTitle(t, 'edit', 'Rotor')).toBe('Edit Rotor');
    expect(formTitle(t, 'edit', undefined)).toBe('Edit …');
  });

  it("are the resource's words under its prefix, else the kit's", () => {
    expect(formTitle(t, 'edit', 'Rotor', 'rotors')).toBe('Change rotor Rotor');
    expect(formTitle(t, 'duplicate', 'Rotor', 'rotors')).toBe('Copy Rotor');
  });
});

describe('the record section', () => {
  it('shows when the record was created and last updated', () => {
    const record = { createdAt: '2026-11-02T09:30:00Z', updatedAt: '2026-11-20T16:05:00Z' };
    const section = recordSection<typeof record, ViewContext>();
    expect(section.id).toBe('record');
    expect(section.items.map((item) => cellContent(item, record, ctx))).toEqual([
      show.dateTime(record.createdAt),
      show.dateTime(record.updatedAt),
    ]);
    expect(section.items.map((item) => item.id)).toEqual(['createdAt', 'updatedAt']);
  });
});
