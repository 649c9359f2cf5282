import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { useFieldArray, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { rowValues, WhenShown } from './WhenShown';
import { useTranslation } from 'react-i18next';
import type {
  DeclaredFormState,
  FieldColumns,
  FieldDeclaration,
  FormLimits,
  OptionsHook,
} from '../../controllers/resource/formDeclaration';
import { useFieldError } from '../../controllers/form/useFieldError';
import { AutocompleteField } from '../form/AutocompleteField';
import { CheckboxField } from '../form/CheckboxField';
import { DateField } from '../form/DateField';
import { FieldGrid, FieldRows } from '../form/FieldRows';
import { FileField } from '../form/FileField';
import { MoneyField } from '../form/MoneyField';
import { MultiLanguageTextField } from '../form/MultiLanguageTextField';
import { NumberField } from '../form/NumberField';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import { UnitNumberField } from '../form/UnitNumberField';
import { SearchSelectField } from './SearchSelectField';
import { UploadField } from './UploadField';

const noOptions: OptionsHook = () => [];

interface FieldProps<R> {
  field: FieldDeclaration<string, R>;
  /** The field's path in the form (`conditions.0.rule` in a row). */
  path: string;
  t: TFunction;
  limits?: FormLimits;
  form?: DeclaredFormState<R>;
}

const ADDING: DeclaredFormState<never> = { mode: 'add' };

/** One declared field, labelled `fields.<name>` (or its `label` key), with its help. */
function DeclaredField<R>({ field, path, t, limits, form = ADDING }: FieldProps<R>) {
  const useOptions = field.useOptions ?? noOptions;
  const hooked = useOptions();
  if (field.kind === 'rows')
    return <DeclaredRows field={field} path={path} t={t} max={limits?.[field.name]?.maxItems} />;
  // The feature's own drawing; the kind's rule still applies.
  if (field.render || field.kind === 'custom') return <>{field.render?.(form)}</>;
  const { required, unit, measure, integer } = field;
  const props = {
    name: path,
    label: t(field.label ?? `fields.${field.name}`),
    helperText: field.help && t(field.help),
    required,
  };
  const labels = field.optionLabels;
  const options = field.useOptions
    ? hooked
    : (field.options ?? []).map((value) => ({
        value,
        label: labels ? t(`${labels}.${value}`) : `${value}`,
      }));
  switch (field.kind) {
    case 'text':
      return <TextField {...props} type={field.type} autoComplete="off" />;
    case 'textarea':
      return <TextField {...props} multiline minRows={2} />;
    case 'number':
      return measure ? (
        <UnitNumberField {...props} unit={measure} decimals={field.decimals} />
      ) : (
        <NumberField {...props} unit={unit} integer={integer} />
      );
    case 'percent':
      return <NumberField {...props} unit={unit ?? '%'} />;
    case 'money':
      return <MoneyField {...props} />;
    case 'select':
      if (field.search)
        return (
          <SearchSelectField
            {...props}
            search={field.search}
            form={form}
            placeholder={field.search.placeholder && t(field.search.placeholder)}
          />
        );
      return field.searchable ? (
        <AutocompleteField {...props} options={options} />
      ) : (
        <SelectField {...props} options={options} />
      );
    case 'multiSelect':
      return <AutocompleteField {...props} options={options} multiple />;
    case 'date':
      return <DateField {...props} />;
    case 'checkbox':
      return <CheckboxField {...props} />;
    case 'file':
      return <FileField {...props} accept={field.accept} />;
    case 'upload':
      return <UploadField {...props} accept={field.accept} />;
    case 'multiLanguage':
      return <MultiLanguageTextField {...props} />;
  }
}

/** The list's own error (none, too many): on the array, or its root once rows exist. */
function listError(error: unknown): FieldError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('root' in error && error.root) return listError(error.root);
  const message = 'message' in error ? error.message : undefined;
  return typeof message === 'string' ? { type: 'list', message } : undefined;
}

/** A list of rows (`kind: 'rows'`): each row its `columns`, added and removed in place. */
function DeclaredRows({
  field,
  path: name,
  t,
  max,
}: {
  field: FieldDeclaration;
  path: string;
  t: TFunction;
  max?: number;
}) {
  const { i18n } = useTranslation();
  const { columns = [], rowTexts, newRow = {} } = field;
  const { fields, append, remove } = useFieldArray({ name });
  const values: unknown = useWatch({ name });
  const rows: readonly unknown[] = Array.isArray(values) ? values : [];
  const { errors } = useFormState({ name });
  const error = useFieldError(listError(errors[name]), name);
  // By convention `<name>.title`, `.row`, `.remove`, `.add` ({index}) and `.empty` (when it exists).
  const key = field.name;
  const texts = rowTexts ?? {
    legend: `${key}.title`,
    row: `${key}.row`,
    remove: `${key}.remove`,
    add: `${key}.add`,
    empty: i18n.exists(`${key}.empty`) ? `${key}.empty` : undefined,
  };
  return (
    <FieldRows
      legend={t(texts.legend ?? `fields.${key}`)}
      hint={fields.length === 0 && texts.empty && t(texts.empty)}
      rowNote={field.rowNote}
      rows={fields}
      rowLabel={(index) => t(texts.row, { index: index + 1 })}
      removeLabel={(index) => t(texts.remove, { index: index + 1 })}
      onRemove={remove}
      columns={field.rowColumns ?? { xs: '1fr', sm: `repeat(${columns.length}, 1fr) auto` }}
      framedOnPhone
      error={error}
      add={{
        label: t(texts.add),
        onClick: () => append({ ...newRow }),
        disabled: max !== undefined && fields.length >= max,
      }}
    >
      {(index) =>
        columns
          .filter((column) => !column.shownWhen || column.shownWhen(rowValues(rows[index])))
          .map((column) => (
            <DeclaredField
              key={column.name}
              field={column}
              path={`${name}.${index}.${column.name}`}
              t={t}
            />
          ))
      }
    </FieldRows>
  );
}

const inGrid = (field: FieldDeclaration<string, never>) => field.kind !== 'rows' && !field.block;

/** Fields drawn together: a grid's, or one on its own (a list of rows, a block). */
const together = <R,>(a: FieldDeclaration<string, R>, b: FieldDeclaration<string, R>) =>
  inGrid(a) && inGrid(b) && a.section === b.section;

/** A titled group of fields (`section`): a fieldset, its legend a small heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface DeclaredFieldsProps<R = unknown> {
  fields: readonly FieldDeclaration<string, R>[];
  /** The resource's namespace (its `fields.<name>` labels). */
  ns: string;
  columns?: FieldColumns;
  /** The document's limits: a list of rows stops adding at its `maxItems`. */
  limits?: FormLimits;
  /** The mode and the record, for the fields the feature draws and what comes `before`. */
  form?: DeclaredFormState<R>;
  before?: (form: DeclaredFormState<R>) => ReactNode;
  after?: () => ReactNode;
  /**
   * Where the fields sit in the form's values (`transfer`: `transfer.seats`), when they are one
   * part of a larger form; labels and limits still go by each field's own name.
   */
  prefix?: string;
}

/**
 * A declared form's fields in order: the plain ones in a FieldGrid (a `wide` one across it), a
 * list of rows or a `block` custom field on its own below, then what comes `after`. Fields next
 * to each other of one `section` are a fieldset titled `sections.<section>`.
 */
export function DeclaredFields<R = unknown>(props: DeclaredFieldsProps<R>) {
  const { fields, ns, columns, limits, form = ADDING, before, after, prefix } = props;
  const { t } = useTranslation([ns, 'ui'], { nsMode: 'fallback' });
  const pathOf = (field: FieldDeclaration<string, R>) =>
    prefix ? `${prefix}.${field.name}` : field.name;
  const groups: FieldDeclaration<string, R>[][] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (last?.[0] && together(last[0], field)) last.push(field);
    else groups.push([field]);
  }
  const drawn = (field: FieldDeclaration<string, R>, withLimits?: boolean) => {
    const element = (
      <DeclaredField
        field={field}
        path={pathOf(field)}
        t={t}
        limits={withLimits ? limits : undefined}
        form={form}
      />
    );
    return field.shownWhen ? (
      <WhenShown test={field.shownWhen} prefix={prefix}>
        {element}
      </WhenShown>
    ) : (
      element
    );
  };
  const grid = (group: FieldDeclaration<string, R>[]) => (
    <FieldGrid columns={columns ?? { xs: '1fr', md: '1fr 1fr' }}>
      {group.map((field) =>
        field.wide ? (
          <Box key={field.name} sx={{ gridColumn: '1 / -1' }}>
            {drawn(field, true)}
          </Box>
        ) : (
          <Fragment key={field.name}>{drawn(field)}</Fragment>
        ),
      )}
    </FieldGrid>
  );
  return (
    <Stack spacing={3}>
      {before?.(form)}
      {groups.map(([first, ...others]) => {
        if (!first) return null;
        if (!inGrid(first)) return <Fragment key={first.name}>{drawn(first, true)}</Fragment>;
        const group = [first, ...others];
        return first.section ? (
          <Section key={first.name} title={t(`sections.${first.section}`)}>
            {grid(group)}
          </Section>
        ) : (
          <Fragment key={first.name}>{grid(group)}</Fragment>
        );
      })}
      {after?.()}
    </Stack>
  );
}
