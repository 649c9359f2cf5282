import Papa from 'papaparse';
import { FUEL_VALIDATOR, overlappingRow } from '../../../entities/service/contract';
import { VALIDATOR, addError } from '../../api';
import { checkRow, readRow } from './fields';
import type { FuelRowFields } from './records';

/** The file's columns (the template's header), each the API field it fills. */
export const CSV_COLUMNS = {
  country: 'countryCode',
  icao: 'icao',
  iata: 'iata',
  supplier: 'supplier',
  fuel_type: 'fuelType',
  start: 'startAt',
  end: 'endAt',
  vat: 'vat',
  quantity_unit: 'quantityUnit',
  public: 'public',
  commercial_flights: 'commercialFlights',
  private_flights: 'privateFlights',
  fees: 'fees',
} as const;

type Column = keyof typeof CSV_COLUMNS;
const COLUMNS = Object.keys(CSV_COLUMNS) as Column[];
const COLUMN_OF = new Map<string, Column>(COLUMNS.map((column) => [CSV_COLUMNS[column], column]));

export const CSV_MAX_ROWS = 1000;

type Errors = Record<string, string[]>;

export type CsvCheck = { rows: FuelRowFields[] } | { errors: Errors };

/** `line.3.vat`: the file's line (the header is line 1) and column of a reason. */
const at = (line: number, column: string) => `line.${line}.${column}`;

/** One data row, read as the API reads a form, its errors moved to its line and columns. */
function readLine(
  cells: Record<string, string>,
  line: number,
  airports: readonly string[],
  errors: Errors,
): FuelRowFields | null {
  const body: Record<string, unknown> = {};
  for (const column of COLUMNS) body[CSV_COLUMNS[column]] = cells[column]?.trim() ?? '';
  // The spec's spellings (Biojet, Kerosene) read as the catalogue's.
  body.fuelType = String(body.fuelType).toLowerCase();
  const { fields, errors: rowErrors } = readRow(body, false, airports);
  const iata = checkRow(fields, rowErrors);
  for (const [field, reasons] of Object.entries(rowErrors)) {
    for (const reason of reasons) addError(errors, at(line, COLUMN_OF.get(field) ?? field), reason);
  }
  if (Object.keys(rowErrors).length > 0) return null;
  const { countryCode, icao, supplier, fuelType, startAt, endAt, vat, quantityUnit } = fields;
  const { public: publicPrice, commercialFlights, privateFlights, fees } = fields;
  if (
    countryCode === undefined ||
    icao === undefined ||
    supplier === undefined ||
    fuelType === undefined ||
    startAt === undefined ||
    endAt === undefined ||
    vat === undefined ||
    quantityUnit === undefined ||
    publicPrice === undefined ||
    commercialFlights === undefined ||
    privateFlights === undefined ||
    fees === undefined
  ) {
    return null;
  }
  return {
    countryCode,
    icao,
    iata: fields.iata ?? iata,
    supplier,
    fuelType,
    startAt,
    endAt,
    vat,
    quantityUnit,
    public: publicPrice,
    commercialFlights,
    privateFlights,
    fees,
  };
}

/**
 * A price file checked at once, all or nothing (spec section 5, DECISIONS.md "Capacity and
 * fuel"): parsed by papaparse, every bad row reported by line, column and reason, periods
 * overlapping in the file refused. The rows come back only when no line has an error.
 */
export function checkCsv(text: string, airports: readonly string[]): CsvCheck {
  const errors: Errors = {};
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const header = parsed.meta.fields ?? [];
  for (const column of COLUMNS) {
    if (column !== 'iata' && !header.includes(column))
      addError(errors, at(1, column), VALIDATOR.required);
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (parsed.data.length === 0) return { errors: { [at(0, 'file')]: [VALIDATOR.required] } };
  if (parsed.data.length > CSV_MAX_ROWS) {
    return { errors: { [at(0, 'file')]: [VALIDATOR.quantityMax] } };
  }
  const rows: FuelRowFields[] = [];
  parsed.data.forEach((cells, index) => {
    // Papaparse's rows are the file's lines after the header (no line break inside a cell).
    const line = index + 2;
    const row = readLine(cells, line, airports, errors);
    if (!row) return;
    if (overlappingRow(rows, row)) addError(errors, at(line, 'start'), FUEL_VALIDATOR.overlap);
    else rows.push(row);
  });
  return Object.keys(errors).length > 0 ? { errors } : { rows };
}

/** The template's header, and an example row per fuel for `icao`. */
/** What an example file names: the seller's first airport, its name as supplier, a period. */
export interface CsvExample {
  icao: string;
  countryCode: string;
  iata: string | null;
  supplier: string;
  from: string;
  to: string;
}

export function templateCsv(example: CsvExample | null): string {
  const lines = [COLUMNS.join(',')];
  if (example) {
    const { icao, countryCode, iata, from, to } = example;
    lines.push(
      [
        countryCode,
        icao,
        iata ?? '',
        example.supplier,
        'kerosene',
        from,
        to,
        '20',
        'L',
        '1.95',
        '1.62',
        '1.79',
        '0.12',
      ].join(','),
      [
        countryCode,
        icao,
        iata ?? '',
        example.supplier,
        'biojet',
        from,
        to,
        '20',
        'Gal',
        '9.80',
        '8.90',
        '9.40',
        '0.45',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
