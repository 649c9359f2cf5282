import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDisplayFormat, type DisplayFormat } from '../../controllers/resource/displayFormat';
import type { FieldDeclaration, FormDeclaration } from '../../controllers/resource/formDeclaration';
import type { TFunction } from 'i18next';
import { dataFormParts } from './declaredDataForm';
import type { DetailItem } from './DetailList';
import { SectionForm, type SectionFormProps } from './SectionForm';

export interface DeclaredSectionFormProps<R, V extends FieldValues, P, O> extends Omit<
  SectionFormProps<R, V, O, P>,
  'toValues' | 'toPayload' | 'resolver' | 'children'
> {
  /** The section's form as data: fields, limits, defaults, toValues and toPayload. */
  form: FormDeclaration<R, V, P, O>;
  /** The feature's namespace (`fields.<name>` labels, option labels). */
  ns: string;
  /** The currency of the money fields read (the record's own; else the person's). */
  currency?: string;
}

/**
 * A value as text, by its field's kind: a choice's label, yes or no, an amount in its currency,
 * a percentage, a number, a language's text.
 */
function shown(
  field: FieldDeclaration,
  value: unknown,
  t: TFunction,
  show: DisplayFormat,
  currency?: string,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field.kind === 'checkbox') return show.yesNo(value === true);
  if (field.kind === 'money') return show.money(Number(value), currency);
  if (field.kind === 'percent')
    return t('ui:detail.percent', { value: show.number(Number(value)) });
  if (typeof value === 'number')
    return field.optionLabels ? t(`${field.optionLabels}.${value}`) : show.number(value);
  if (typeof value === 'string')
    return field.optionLabels ? t(`${field.optionLabels}.${value}`) : value;
  if (Array.isArray(value))
    return show.list(value.map((item) => shown(field, item, t, show, currency) ?? ''));
  if (typeof value === 'object') {
    return Object.values(value)
      .filter((text) => typeof text === 'string' && text !== '')
      .join(' · ');
  }
  return null;
}

/**
 * A section edited in place (SectionForm) whose form is declared as data: the fields drawn and
 * checked as a resource's declared form is; read only, each field's value as text (a choice by
 * its label, a flag as yes or no), never disabled inputs. A field with `useOptions` or a custom
 * `render` should be given a `view` of the section's own.
 */
export function DeclaredSectionForm<R, V extends FieldValues, P, O>(
  props: DeclaredSectionFormProps<R, V, P, O>,
) {
  const { form, ns, record, currency, ...section } = props;
  const { t } = useTranslation([ns, 'ui'], { nsMode: 'fallback' });
  const show = useDisplayFormat();
  const parts = useMemo(() => dataFormParts(form, ns), [form, ns]);
  const view = (saved: R): DetailItem[] => {
    const values: Record<string, unknown> = { ...form.toValues(saved) };
    return form.fields.map((field) => ({
      label: t(field.label ?? `fields.${field.name}`),
      value: shown(field, values[field.name], t, show, currency),
    }));
  };
  return (
    <SectionForm<R, V, O, P>
      view={view}
      {...section}
      record={record}
      schema={parts.schema}
      toValues={form.toValues}
      toPayload={(values) => form.toPayload(values, undefined)}
    >
      {parts.children('edit', record.data)}
    </SectionForm>
  );
}
