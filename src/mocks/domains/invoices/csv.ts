import { HttpResponse } from 'msw';

export type CsvValue = string | number | null;

/** A text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first). */
const FORMULA = /^[=+\-@\t\r]/;

function cell(value: CsvValue): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : value.replace(FORMULA, "'$&");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: a header row, then one row per item, CRLF, quoted where needed. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The file every list export downloads (spec section 9 "Downloads"). */
export function csvResponse(csv: string): Response {
  return new HttpResponse(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename=export.csv',
    },
  });
}
