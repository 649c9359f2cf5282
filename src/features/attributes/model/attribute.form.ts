import type { Schemas } from '@/lib/api/contract';
import { filled } from '@/lib/ui/resourceKit';
import type { Attribute, AttributePayload } from '../api/attributes.api';

type Texts = Schemas['LocalizedText'];

/** One value of a choice: its stored value, its label per language and its icon. */
export interface ChoiceRow {
  value: string;
  labels: Texts;
  icon: Schemas['AttributeIcon'] | null;
}

/** What the attribute form edits (a blank unit: none). */
export interface AttributeFormValues {
  names: Texts;
  type: Schemas['AttributeType'] | null;
  inputName: string;
  unit: string;
  filterable: boolean;
  required: boolean;
  values: ChoiceRow[];
  categoryIds: number[];
}

export const EMPTY_CHOICE: ChoiceRow = { value: '', labels: { en: '', fr: '' }, icon: null };

export function attributeToValues(attribute: Attribute): AttributeFormValues {
  return {
    names: { ...attribute.names },
    type: attribute.type,
    inputName: attribute.inputName,
    unit: attribute.unit ?? '',
    filterable: attribute.filterable,
    required: attribute.required,
    values: attribute.values.map(({ value, labels, icon }) => ({ value, labels, icon })),
    categoryIds: [...attribute.categoryIds],
  };
}

/** The payload: a unit only for a number, values only for a choice (the API's reading). */
export function toAttributePayload(values: AttributeFormValues): AttributePayload {
  const type = filled(values.type);
  const unit = values.unit.trim();
  return {
    names: { en: values.names.en.trim(), fr: values.names.fr.trim() },
    type,
    inputName: values.inputName.trim(),
    unit: type === 'number' && unit !== '' ? unit : null,
    filterable: values.filterable,
    required: values.required,
    values:
      type === 'choice'
        ? values.values.map((row) => ({
            value: row.value.trim(),
            labels: { en: row.labels.en.trim(), fr: row.labels.fr.trim() },
            icon: row.icon,
          }))
        : [],
    categoryIds: values.categoryIds,
  };
}
