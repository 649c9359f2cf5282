/**
 * A resource's form as data (`resourceViews({ form: { fields, ... } })`): the fields, and the
 * validation derived from them (required, the API document's limits, the kind's rule). Types and
 * the schema only: views/resource/DeclaredFields draws the fields.
 */
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { UploadedFile } from '@/lib/api/files.types';
import type { ApplyServerErrorsOptions } from '../form/applyServerErrors';
import type { Breakpoint } from '@mui/material/styles';
import type { MetricUnit } from '@/lib/format/units';
import type { FormMode } from './useFormMode';

/** A grid template (FieldGrid's `columns`): one value or one per breakpoint. */
export type FieldColumns = string | Partial<Record<Breakpoint, string>>;

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'percent'
  | 'money'
  | 'select'
  | 'multiSelect'
  | 'date'
  | 'checkbox'
  | 'file'
  | 'upload'
  | 'multiLanguage'
  | 'rows'
  | 'custom';

export type DeclaredOptionValue = string | number;

/** What a form's fields may draw from: the mode, and the record (edit, duplicate) once loaded. */
export interface DeclaredFormState<R> {
  mode: FormMode;
  record?: R;
}

/** Translated choices (a hook: a query's records, or words of another namespace). */
export type OptionsHook = () => readonly { value: DeclaredOptionValue; label: string }[];

export interface SearchOption {
  value: DeclaredOptionValue;
  label: string;
}

/** A choice the server found; picking it fills these fields of the form (they stay editable). */
export interface FoundOption extends SearchOption {
  fills?: Readonly<Record<string, unknown>>;
}

/** A select searched on the server as typed (fieldSearch.ts's `serverSearch` declares one). */
export interface FieldSearch<R> {
  /** The choices found for the typed text (a query hook), and whether the search runs. */
  useFound: (text: string) => { found: readonly FoundOption[]; loading: boolean };
  /** The record's choice (edit, duplicate), labelled before any search (a method: see `render`). */
  current?(record: R): SearchOption | undefined;
  /** A key: the empty input's hint. */
  placeholder?: string;
}

/**
 * One field: its label `fields.<name>` (or `label`, a key), its help (`help`, a key). The API
 * document's limits of the payload's property of the same name apply (`limits` of the form).
 */
export interface FieldDeclaration<N extends string = string, R = unknown> {
  name: N;
  kind: FieldKind;
  required?: boolean;
  label?: string;
  help?: string;
  /** In a titled group (a fieldset) `sections.<section>` with the fields next to it of the same. */
  section?: string;
  /** Across the grid's columns (a description, a file). */
  wide?: boolean;
  /** On its own below the grid (a custom list); a list of rows always is. */
  block?: boolean;
  /** select: the values (validated as one of them), labelled `<optionLabels>.<value>` (or by `useOptions`). */
  options?: readonly DeclaredOptionValue[];
  optionLabels?: string;
  /** select, multiSelect: translated choices from a hook (labels), instead of `optionLabels`. */
  useOptions?: OptionsHook;
  /** number, percent: shown after the number. */
  unit?: string;
  /** number: a measure stored metric, typed in the person's system (UnitNumberField). */
  measure?: MetricUnit;
  /** number with a measure: the decimals shown once converted. */
  decimals?: number;
  /** number: typed as a whole number. */
  integer?: boolean;
  /**
   * text: sent upper-cased, as codes are written ("f-hals" as "F-HALS"); multiSelect: typed
   * codes, each trimmed, upper-cased and kept once, checked by the document's `items.pattern`.
   */
  upperCase?: boolean;
  /** text, textarea: left blank, sent as null (what the API takes for "none"). */
  blankAsNull?: boolean;
  /** text: the input's type (the keyboard on phones, the browser's autofill). */
  type?: 'email' | 'tel' | 'url';
  /** select: searched as typed (an autocomplete), for long lists (countries). */
  searchable?: boolean;
  /** select: searched on the server as typed (an aircraft type, an airport). */
  search?: FieldSearch<R>;
  /**
   * file, upload: the types it takes (MIME types or extensions). An upload field holds a file the
   * API keeps by id: the one kept (a link, removable) or a new one, uploaded as the form is saved
   * (formUploads.ts; a field of the form, not of a row).
   */
  accept?: readonly string[];
  /** upload: where a new file goes, its record back (lib/files' `storeFile`: POST api/file). */
  store?: (file: File) => Promise<UploadedFile>;
  /** A message key for a `pattern` of the document (`validator.pattern` without). */
  patternError?: string;
  /** rows: the fields of a row, the grid of a row, a new row's values and the texts' keys. */
  columns?: readonly FieldDeclaration[];
  rowColumns?: FieldColumns;
  newRow?: FieldValues;
  /** The keys of its texts; `<name>.title`, `.row`, `.remove`, `.add` ({index}), `.empty` without. */
  rowTexts?: { legend?: string; row: string; remove: string; add: string; empty?: string };
  /** rows: below a row (what it comes to). */
  rowNote?: (index: number) => ReactNode;
  /**
   * Shown only while the values pass: in a row, the row's (the field of the kind chosen); in a
   * form, the form's (a choice's values only for a choice). A hidden field keeps its value.
   */
  shownWhen?: (row: Readonly<FieldValues>) => boolean;
  /**
   * The field drawn by the feature (any kind: its rule still applies; custom: nothing without).
   * A method: a field of a record's form is still a field (the record is only read).
   */
  render?(form: DeclaredFormState<R>): ReactNode;
  /** The field's rule instead of the derived one (a custom field: anything passes without). */
  schema?: z.ZodMiniType;
}

/** The API document's keywords for one property (the generated `<schema>Limits`). */
export interface FieldLimits {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  /** A list's items' own keywords. */
  readonly items?: FieldLimits;
}

export type FormLimits = Readonly<Partial<Record<string, FieldLimits>>>;

/** A whole-form rule: an error (a message key) on a field, when `test` fails. */
export interface CrossFieldRule<V> {
  path: Extract<keyof V, string>;
  /** A message key, or one of the values (a bound in it). */
  message: string | ((values: Readonly<Record<string, unknown>>) => string);
  /** Given the values as checked so far (a failing field may still hold its input). */
  test: (values: Readonly<Record<string, unknown>>) => boolean;
}

/**
 * R the record, V the form's values, P the payload, O the values once checked (V's shape), C what
 * the views add (`useData`: the person's units).
 */
export interface FormDeclaration<R, V extends FieldValues, P, O = V, C = unknown> {
  /** Not a hand-written form (resourceViewsDeclaration's FormOptions). */
  schema?: never;
  Fields?: never;
  fields: readonly FieldDeclaration<Extract<keyof V, string>, R>[];
  /** The payload schema's limits (`cancellationPolicyPayloadLimits`), by field name. */
  limits?: FormLimits;
  /** A new record's values, beyond each field's empty one ('', null, [], false: emptyValues). */
  defaults: DefaultValues<V>;
  /** The grid of the fields (FieldGrid's `columns`); two columns from md without. */
  columns?: FieldColumns;
  /** Rules across fields, checked with the rest (their errors show beside the others). */
  refine?: readonly CrossFieldRule<V>[];
  /** Above the fields (a warning about the record). */
  before?(form: DeclaredFormState<R>): ReactNode;
  /** A record shown but not saved by hand (an imported price): no Save; `before` says why. */
  readOnly?(record: R): boolean;
  /** More below the fields (a worked example). */
  after?: () => ReactNode;
  /** The record's values. */
  toValues: (record: R) => DefaultValues<V>;
  /** The values of a copy; the record's values without. */
  duplicate?: (record: R) => DefaultValues<V>;
  /** The payload of the checked values (trimmed, only the declared fields). */
  toPayload: (values: O, ctx: C) => P;
  /**
   * The form in a dialog on the list instead of its own page (a resource declared without add
   * and edit paths): the create button and an edit action per row open it.
   */
  dialog?: {
    maxWidth?: 'xs' | 'sm' | 'md';
    /** false: the dialog only adds, no row has an edit action (the API names no edit). */
    edit?: boolean;
  };
  /** A key: a save refused for no field, told above the fields ("Cannot post aircraft"). */
  failureTitle?: string;
  /** Server field name -> form field name, where they differ. */
  fieldMap?: ApplyServerErrorsOptions['fieldMap'];
}
