import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from './formDeclaration';
import { recordValues } from './formSchema';
import { atMost, blankOnCopy, type FormValuesOf } from './formValues';

interface Plane {
  name: string;
  callSign: string | null;
  seats: number | null;
  fuels: string[];
  status: 'active' | 'inactive';
}

const fields: FieldDeclaration<keyof Plane, Plane>[] = [
  { name: 'name', kind: 'text' },
  { name: 'callSign', kind: 'text' },
  { name: 'seats', kind: 'number' },
  { name: 'fuels', kind: 'multiSelect' },
  { name: 'status', kind: 'select', options: ['active', 'inactive'] },
];

describe('blankOnCopy', () => {
  it("gives a copy the record's values but the named fields' empty ones", () => {
    const toValues = recordValues<Plane, FormValuesOf<Plane>>({ fields, defaults: {} });
    const copy = blankOnCopy(toValues, fields, ['name', 'seats', 'fuels']);
    const plane: Plane = {
      name: 'Alpine One',
      callSign: 'AJ1',
      seats: 9,
      fuels: ['A'],
      status: 'active',
    };
    expect(copy(plane)).toEqual({
      name: '',
      callSign: 'AJ1',
      seats: null,
      fuels: [],
      status: 'active',
    });
    expect(plane.name).toBe('Alpine One');
  });
});

describe('FormValuesOf', () => {
  it('holds a blank text for none, a number empty as null, an unchosen choice as null', () => {
    const values: FormValuesOf<Plane, 'status'> = {
      name: '',
      callSign: '',
      seats: null,
      fuels: [],
      status: null,
    };
    // @ts-expect-error a text is never null in the form: blank is none
    const noNull: FormValuesOf<Plane>['callSign'] = null;
    expect([values.status, noNull]).toEqual([null, null]);
  });
});

describe('atMost', () => {
  const rule = atMost<Plane>(
    'seats',
    (values) => (typeof values.fuels === 'number' ? values.fuels * 2 : null),
    'validator.seats',
  );

  it('holds the field at most the bound, told with it', () => {
    expect(rule.test({ seats: 6, fuels: 3 })).toBe(true);
    expect(rule.test({ seats: 7, fuels: 3 })).toBe(false);
    expect(typeof rule.message === 'function' && rule.message({ fuels: 3 })).toBe(
      'validator.seats|{"max":6}',
    );
  });

  it('passes while the bound or the field is empty', () => {
    expect(rule.test({ seats: 7, fuels: null })).toBe(true);
    expect(rule.test({ seats: null, fuels: 3 })).toBe(true);
  });
});
