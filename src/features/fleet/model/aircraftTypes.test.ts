import { describe, expect, it } from 'vitest';
import { AIRCRAFT_TYPES, aircraftTypeLabel, aircraftTypeOptions } from './aircraftTypes';
import { ICAO_TYPE_DESIGNATOR } from './crewMember.schema';

describe('aircraft types', () => {
  it('holds only valid ICAO type designators', () => {
    for (const designator of Object.keys(AIRCRAFT_TYPES)) {
      expect(designator).toMatch(ICAO_TYPE_DESIGNATOR);
    }
  });

  it.each([
    ['C56X', 'C56X · Cessna Citation Excel / XLS'],
    ['A139', 'A139 · Leonardo AW139'],
    ['Z99', 'Z99'],
  ])('labels %s as %s', (designator, label) => {
    expect(aircraftTypeLabel(designator)).toBe(label);
  });

  it('offers the catalogue sorted, plus the designators a record already holds', () => {
    const options = aircraftTypeOptions(['Z99', 'C56X']);
    const values = options.map((option) => option.value);
    expect(values).toEqual([...values].sort());
    expect(values.filter((value) => value === 'C56X')).toHaveLength(1);
    expect(options).toContainEqual({ value: 'Z99', label: 'Z99' });
  });
});
