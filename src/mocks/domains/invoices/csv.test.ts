import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it.each([
    ['a plain text', 'Nice', 'Nice'],
    ['a comma', 'Nice, France', '"Nice, France"'],
    ['a double quote', 'The "best"', '"The ""best"""'],
    ['a line break', 'a\nb', '"a\nb"'],
    ['a formula', '=SUM(A1)', "'=SUM(A1)"],
    ['an at sign', '@cmd', "'@cmd"],
    ['a negative number stays a number', -12.5, '-12.5'],
    ['an empty value', null, ''],
  ])('%s', (_case, value, expected) => {
    expect(toCsv(['h'], [[value]])).toBe(`h\r\n${expected}\r\n`);
  });

  it('writes the header row first, even with no rows', () => {
    expect(toCsv(['a', 'b'], [])).toBe('a,b\r\n');
  });
});
