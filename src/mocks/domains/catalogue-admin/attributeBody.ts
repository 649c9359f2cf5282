import { ATTRIBUTE_TYPES, type ServiceAttributeValue } from '../../../entities/service/contract';
import { attributeIconValues } from '../../../lib/contract/generated/constants';
import { VALIDATOR, addError, isJsonObject } from '../../api';
import { db } from '../../db';
import {
  attributeUsers,
  booleanAt,
  idsAt,
  listAt,
  oneOfAt,
  serviceContents,
  textAt,
  textsAt,
  type AttributeChoiceRecord,
  type CatalogueAttributeRecord,
  type FieldErrors,
} from '../catalogue';

export type AttributeFields = Omit<CatalogueAttributeRecord, 'id'>;

export const INPUT_NAME_EXISTS = 'errors.attribute_input_name_exists';
export const ATTRIBUTE_IN_USE = 'errors.attribute_in_use';
const INPUT_NAME = /^[a-z][a-z0-9_]*$/;
const CHOICE_VALUE = /^[a-z0-9][a-z0-9_-]*$/;
const NAME_MAX = 80;

/** The stored attribute as a full body, so that a PATCH is checked as a whole. */
export function bodyOf(record: CatalogueAttributeRecord): Record<string, unknown> {
  const { id: _id, name, values, ...rest } = record;
  return {
    ...rest,
    names: name,
    values: values.map(({ value, label, icon }) => ({ value, labels: label, icon })),
  };
}

function readChoices(raw: unknown, errors: FieldErrors): AttributeChoiceRecord[] {
  const choices: AttributeChoiceRecord[] = [];
  listAt(raw, 'values', errors, 50).forEach((item, index) => {
    const at = `values.${index}`;
    const body = isJsonObject(item) ? item : {};
    const value = textAt(body.value, `${at}.value`, errors, 40, true);
    if (value !== '' && !CHOICE_VALUE.test(value))
      addError(errors, `${at}.value`, VALIDATOR.pattern);
    if (choices.some((choice) => choice.value === value)) {
      addError(errors, `${at}.value`, VALIDATOR.alreadyUsed);
    }
    const label = textsAt(body.labels, `${at}.labels`, errors, NAME_MAX, true);
    const icon =
      body.icon === null || body.icon === undefined
        ? null
        : (oneOfAt(body.icon, attributeIconValues, `${at}.icon`, errors) ?? null);
    choices.push({ value, label, icon });
  });
  return choices;
}

/** The values of the attribute that services hold (a choice's values cannot go while held). */
function heldValues(id: number): Set<ServiceAttributeValue['value']> {
  const held = new Set<ServiceAttributeValue['value']>();
  for (const service of attributeUsers(id)) {
    for (const content of serviceContents(service)) {
      for (const value of content.attributeValues)
        if (value.attributeId === id) held.add(value.value);
    }
  }
  return held;
}

/**
 * A POST's body, or a PATCH's merged over the stored attribute (`current`): every rule of
 * AttributePayload, the input name unique, a choice with values, and (a PATCH) what services
 * hold kept: the type, and a choice's values in use.
 */
export function readAttribute(
  raw: Record<string, unknown>,
  current?: CatalogueAttributeRecord,
): { fields: AttributeFields; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = textsAt(raw.names, 'names', errors, NAME_MAX, true);
  const type = oneOfAt(raw.type, ATTRIBUTE_TYPES, 'type', errors) ?? 'text';
  const inputName = textAt(raw.inputName, 'inputName', errors, 40, true);
  if (inputName !== '' && !INPUT_NAME.test(inputName)) {
    addError(errors, 'inputName', VALIDATOR.pattern);
  } else if (
    db.catalogueAttributes.some((a) => a.inputName === inputName && a.id !== current?.id)
  ) {
    addError(errors, 'inputName', INPUT_NAME_EXISTS);
  }
  const unitText = raw.unit === null ? '' : textAt(raw.unit, 'unit', errors, 10, false);
  const values = type === 'choice' ? readChoices(raw.values, errors) : [];
  if (type === 'choice' && values.length === 0 && !errors.values) {
    addError(errors, 'values', VALIDATOR.required);
  }
  const categoryIds = idsAt(raw.categoryIds, 'categoryIds', errors, 50);
  if (categoryIds.some((id) => !db.shopCategories.some((category) => category.id === id))) {
    addError(errors, 'categoryIds', VALIDATOR.choice);
  }
  if (current) {
    const held = heldValues(current.id);
    if (held.size > 0 && type !== current.type) addError(errors, 'type', ATTRIBUTE_IN_USE);
    else if (type === 'choice' && [...held].some((v) => !values.some((c) => c.value === v))) {
      addError(errors, 'values', ATTRIBUTE_IN_USE);
    }
  }
  const fields: AttributeFields = {
    name,
    type,
    inputName,
    unit: type === 'number' && unitText !== '' ? unitText : null,
    required: booleanAt(raw.required, 'required', errors),
    filterable: booleanAt(raw.filterable, 'filterable', errors),
    values,
    categoryIds,
  };
  return { fields, errors };
}
