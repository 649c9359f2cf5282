import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from './formDeclaration';
import { recordValues } from './formSchema';

interface Plane {
  name: string;
  callSign: string | null;
  seats: number | null;
  fuels: string[];
  base: { id: number } | null;
  internal: string;
}
interface PlaneValues {
  name: string;
  callSign: string;
  seats: number | null;
  fuels: string[];
  baseId: number | null;
  notes: string;
}

const fields: FieldDeclaration<keyof PlaneValues & string, Plane>[] = [
  { name: 'name', kind: 'text' },
  { name: 'callSign', kind: 'text' },
  { name: 'seats', kind: 'number' },
  { name: 'fuels', kind: 'multiSelect' },
  { name: 'baseId', kind: 'select' },
  { name: 'notes', kind: 'custom' },
];

describe('recordValues', () => {
  it("takes each declared field from the record's property of its name, empty ones as the kind's empty value", () => {
    const plane: Plane = {
      name: 'Alpine One',
      callSign: null,
      seats: null,
      fuels: ['jet_a1'],
      base: { id: 4 },
      internal: 'not a field',
    };
    const toValues = recordValues<Plane, PlaneValues>(
      { fields, defaults: { notes: 'kept' } },
      { baseId: (record) => record.base?.id ?? null },
    );
    const values = toValues(plane);
    expect(values).toEqual({
      name: 'Alpine One',
      callSign: '',
      seats: null,
      fuels: ['jet_a1'],
      baseId: 4,
      notes: 'kept',
    });
    // A list is the form's own copy: editing it leaves the record as loaded.
    expect(values.fuels).not.toBe(plane.fuels);
  });
});
