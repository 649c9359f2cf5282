import type { InvoiceReferenceFormat } from '@/entities/organization';

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/**
 * The reference an invoice gets with this prefix and format (the invoice configuration's live
 * example): the prefix as typed, then the sequence, alone or six digits long, after the issue
 * date, its year, or its year and month (UTC). A sequence beyond six digits is kept whole.
 *
 *   invoiceReferenceExample('RJC-', 'year_month_six_numbers', new Date('2026-03-05'), 42)
 *   // 'RJC-202603-000042'
 */
export function invoiceReferenceExample(
  prefix: string,
  format: InvoiceReferenceFormat,
  date: Date,
  sequence: number,
): string {
  const number = Math.max(0, Math.trunc(sequence));
  const six = pad(number, 6);
  const year = pad(date.getUTCFullYear(), 4);
  const month = pad(date.getUTCMonth() + 1, 2);
  const day = pad(date.getUTCDate(), 2);
  const head = prefix.trim();
  switch (format) {
    case 'numbers':
      return `${head}${number}`;
    case 'six_numbers':
      return `${head}${six}`;
    case 'date_six_numbers':
      return `${head}${year}${month}${day}-${six}`;
    case 'year_six_numbers':
      return `${head}${year}-${six}`;
    case 'year_month_six_numbers':
      return `${head}${year}${month}-${six}`;
  }
}
