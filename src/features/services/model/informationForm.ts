import * as z from 'zod/mini';
import type { ServiceAttributeValue, ServiceInformation } from '@/entities/service';
import { SERVICE_LIMITS } from '@/entities/service';
import type { MultiLanguageText } from '@/lib/ui';
import { VALIDATOR, messageWithValues, optionalText, requiredText } from '@/lib/validation';
import { SERVICE_VALIDATOR } from './rules';

/** An attribute's typed value in the form: text, number (null when empty) or yes/no. */
export type AttributeInput = string | number | boolean | null;

/** Attribute values by `a<id>` (a field name cannot be a bare number). */
export type AttributeInputs = Record<string, AttributeInput | undefined>;

export interface InformationValues {
  name: MultiLanguageText;
  description: MultiLanguageText;
  categoryIds: number[];
  attributes: AttributeInputs;
  characteristics: { name: MultiLanguageText; value: MultiLanguageText }[];
}

export const attributeKey = (id: number) => `a${id}`;

const blank = (): MultiLanguageText => ({ en: '', fr: '' });

export const EMPTY_CHARACTERISTIC = { name: blank(), value: blank() };

export const emptyInformation = (): InformationValues => ({
  name: blank(),
  description: blank(),
  categoryIds: [],
  attributes: {},
  characteristics: [],
});

/** The default language (en) required, the others optional (spec section 5). */
const localized = (kind: 'name' | 'description', defaultRequired: boolean) =>
  z.object({
    en: defaultRequired ? requiredText(kind) : optionalText(kind),
    fr: optionalText(kind),
  });

const attributeInput = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const informationSchema = z.object({
  name: localized('name', true),
  description: localized('description', false),
  categoryIds: z
    .array(z.number())
    .check(z.minLength(1, { error: SERVICE_VALIDATOR.categoryRequired })),
  // An attribute left untouched has no value yet (undefined).
  attributes: z.record(z.string(), z.optional(attributeInput)),
  characteristics: z
    .array(z.object({ name: localized('name', true), value: localized('name', true) }))
    .check(
      z.maxLength(SERVICE_LIMITS.characteristics, {
        error: messageWithValues(VALIDATOR.lengthMax, { max: SERVICE_LIMITS.characteristics }),
      }),
    ),
});

export type InformationOutput = z.output<typeof informationSchema>;

export function informationToValues(information: ServiceInformation): InformationValues {
  return {
    name: { ...information.name },
    description: { ...information.description },
    categoryIds: [...information.categoryIds],
    attributes: Object.fromEntries(
      information.attributes.map((item) => [attributeKey(item.attributeId), item.value]),
    ),
    characteristics: information.characteristics.map((item) => ({
      name: { ...item.name },
      value: { ...item.value },
    })),
  };
}

/** The typed values (an empty input is no value); the key names the attribute. */
export function attributesPayload(inputs: AttributeInputs): ServiceAttributeValue[] {
  return Object.entries(inputs).flatMap(([key, value]) => {
    const attributeId = Number(key.slice(1));
    if (!Number.isInteger(attributeId) || value === undefined || value === null || value === '') {
      return [];
    }
    if (typeof value === 'number' && Number.isNaN(value)) return [];
    return [{ attributeId, value }];
  });
}

export function informationPayload(output: InformationOutput): ServiceInformation {
  return { ...output, attributes: attributesPayload(output.attributes) };
}
