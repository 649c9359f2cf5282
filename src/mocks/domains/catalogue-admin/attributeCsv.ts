import Papa from 'papaparse';
import { VALIDATOR, addError } from '../../api';
import { db } from '../../db';
import type { CatalogueAttributeRecord, FieldErrors } from '../catalogue';
import { bodyOf, readAttribute, type AttributeFields } from './attributeBody';

/** The file's columns, in order (the export writes them, the import reads them). */
export const ATTRIBUTE_COLUMNS = [
  'id',
  'name_en',
  'name_fr',
  'type',
  'input_name',
  'unit',
  'filterable',
  'required',
  'values',
  'categories',
] as const;

export const ATTRIBUTE_CSV_MAX_ROWS = 500;
export const ATTRIBUTE_NOT_FOUND = 'errors.attribute_not_found';

/** The payload's field a column fills, for moving a field's errors to its column. */
const COLUMN_OF_FIELD: Record<string, string> = {
  'names.en': 'name_en',
  'names.fr': 'name_fr',
  type: 'type',
  inputName: 'input_name',
  unit: 'unit',
  filterable: 'filterable',
  required: 'required',
  values: 'values',
  categoryIds: 'categories',
};

const columnOf = (field: string) =>
  COLUMN_OF_FIELD[field] ?? (field.startsWith('values.') ? 'values' : field);
const at = (line: number, column: string) => `line.${line}.${column}`;

function slugOf(id: number): string {
  return db.shopCategories.find((category) => category.id === id)?.slug ?? '';
}

/** `french:French:Française:restaurant|…`: a choice's values in one cell. */
function valuesCell(record: CatalogueAttributeRecord): string {
  return record.values
    .map((c) => [c.value, c.label.en, c.label.fr, c.icon ?? ''].join(':'))
    .join('|');
}

export function attributesCsv(): string {
  const rows = db.catalogueAttributes.map((a) => [
    String(a.id),
    a.name.en,
    a.name.fr,
    a.type,
    a.inputName,
    a.unit ?? '',
    String(a.filterable),
    String(a.required),
    valuesCell(a),
    a.categoryIds.map(slugOf).join('|'),
  ]);
  return Papa.unparse({ fields: [...ATTRIBUTE_COLUMNS], data: rows });
}

const BOOLEAN: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};

/** One line as a payload body (cells the payload cannot hold left for its checks to refuse). */
function bodyOfLine(cells: Readonly<Record<string, string>>): Record<string, unknown> {
  const cell = (column: string) => cells[column]?.trim() ?? '';
  const slugs = cell('categories') === '' ? [] : cell('categories').split('|');
  return {
    names: { en: cell('name_en'), fr: cell('name_fr') },
    type: cell('type'),
    inputName: cell('input_name'),
    unit: cell('unit') === '' ? null : cell('unit'),
    filterable: BOOLEAN[cell('filterable').toLowerCase()] ?? cell('filterable'),
    required: BOOLEAN[cell('required').toLowerCase()] ?? cell('required'),
    values: (cell('values') === '' ? [] : cell('values').split('|')).map((item) => {
      const [value, en, fr, icon] = item.split(':');
      return { value, labels: { en, fr: fr ?? '' }, icon: icon ? icon : null };
    }),
    // An unknown slug reads as id 0, which the checks refuse as a choice.
    categoryIds: slugs.map(
      (slug) => db.shopCategories.find((c) => c.slug === slug.trim())?.id ?? 0,
    ),
  };
}

export type AttributeRow = { id: number | null; fields: AttributeFields };

/**
 * An uploaded file, all or nothing: each line checked as its POST (no id) or PATCH (an id) would
 * be, input names unique in the file too; errors keyed `line.<line>.<column>`.
 */
export function checkAttributeCsv(
  text: string,
): { rows: AttributeRow[] } | { errors: FieldErrors } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const errors: FieldErrors = {};
  const header = parsed.meta.fields ?? [];
  for (const column of ATTRIBUTE_COLUMNS) {
    if (!header.includes(column)) addError(errors, at(1, column), VALIDATOR.required);
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (parsed.data.length === 0) return { errors: { [at(0, 'file')]: [VALIDATOR.required] } };
  if (parsed.data.length > ATTRIBUTE_CSV_MAX_ROWS) {
    return { errors: { [at(0, 'file')]: [VALIDATOR.quantityMax] } };
  }
  const rows: AttributeRow[] = [];
  parsed.data.forEach((cells, index) => {
    const line = index + 2;
    const idText = cells.id?.trim() ?? '';
    const current = db.catalogueAttributes.find((a) => String(a.id) === idText);
    if (idText !== '' && !current) {
      addError(errors, at(line, 'id'), ATTRIBUTE_NOT_FOUND);
      return;
    }
    const body = { ...(current ? bodyOf(current) : {}), ...bodyOfLine(cells) };
    const { fields, errors: lineErrors } = readAttribute(body, current);
    if (rows.some((row) => row.fields.inputName === fields.inputName)) {
      addError(lineErrors, 'inputName', VALIDATOR.alreadyUsed);
    }
    for (const [field, reasons] of Object.entries(lineErrors)) {
      for (const reason of reasons) addError(errors, at(line, columnOf(field)), reason);
    }
    rows.push({ id: current?.id ?? null, fields });
  });
  return Object.keys(errors).length > 0 ? { errors } : { rows };
}
