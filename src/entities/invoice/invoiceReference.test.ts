import { describe, expect, it } from 'vitest';
import type { InvoiceReferenceFormat } from '@/entities/organization';
import { invoiceReferenceExample } from './invoiceReference';

const MARCH_5 = new Date('2026-03-05T10:00:00.000Z');
const NEW_YEAR_EVE = new Date('2025-12-31T23:30:00.000Z');

describe('invoiceReferenceExample', () => {
  it.each<[string, InvoiceReferenceFormat, Date, number, string]>([
    ['RJC-', 'numbers', MARCH_5, 42, 'RJC-42'],
    ['RJC-', 'six_numbers', MARCH_5, 42, 'RJC-000042'],
    ['RJC-', 'date_six_numbers', MARCH_5, 42, 'RJC-20260305-000042'],
    ['RJC-', 'year_six_numbers', MARCH_5, 42, 'RJC-2026-000042'],
    ['RJC-', 'year_month_six_numbers', MARCH_5, 42, 'RJC-202603-000042'],
    ['', 'six_numbers', MARCH_5, 1, '000001'],
    ['  INV/ ', 'numbers', MARCH_5, 7, 'INV/7'],
    ['A', 'six_numbers', MARCH_5, 1234567, 'A1234567'],
    ['A', 'numbers', MARCH_5, -3, 'A0'],
    ['A', 'numbers', MARCH_5, 12.9, 'A12'],
    // The date is read in UTC: the last evening of the year stays in that year.
    ['F', 'date_six_numbers', NEW_YEAR_EVE, 1, 'F20251231-000001'],
    ['F', 'year_month_six_numbers', NEW_YEAR_EVE, 999999, 'F202512-999999'],
  ])('%j + %s on %s, number %d -> %s', (prefix, format, date, sequence, expected) => {
    expect(invoiceReferenceExample(prefix, format, date, sequence)).toBe(expected);
  });
});
