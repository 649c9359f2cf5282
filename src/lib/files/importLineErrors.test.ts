import { describe, expect, it } from 'vitest';
import { importLineErrors } from './importLineErrors';

describe('importLineErrors', () => {
  it('reads the API’s keys as lines and columns, in the file’s order', () => {
    expect(
      importLineErrors({
        'line.12.public': ['validator.fuel.dot_decimal'],
        'line.3.icao': ['validator.fuel.airport'],
        'line.3.end': ['validator.end_before_start'],
        other: ['ignored'],
      }),
    ).toEqual([
      { line: 3, column: 'end', messages: ['validator.end_before_start'] },
      { line: 3, column: 'icao', messages: ['validator.fuel.airport'] },
      { line: 12, column: 'public', messages: ['validator.fuel.dot_decimal'] },
    ]);
  });
});
