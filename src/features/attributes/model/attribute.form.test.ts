// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toAttributePayload, type AttributeFormValues } from './attribute.form';

const VALUES: AttributeFormValues = {
  names: { en: ' Cuisine ', fr: 'Cuisine' },
  type: 'choice',
  inputName: ' cuisine ',
  unit: 'kg',
  filterable: true,
  required: false,
  values: [{ value: ' french ', labels: { en: 'French', fr: ' Française' }, icon: 'restaurant' }],
  categoryIds: [3],
};

describe('toAttributePayload', () => {
  it('keeps a choice’s values, trimmed, and drops a unit that is not a number’s', () => {
    expect(toAttributePayload(VALUES)).toEqual({
      names: { en: 'Cuisine', fr: 'Cuisine' },
      type: 'choice',
      inputName: 'cuisine',
      unit: null,
      filterable: true,
      required: false,
      values: [{ value: 'french', labels: { en: 'French', fr: 'Française' }, icon: 'restaurant' }],
      categoryIds: [3],
    });
  });

  it('drops the values of another type and keeps a number’s unit', () => {
    const payload = toAttributePayload({ ...VALUES, type: 'number', unit: ' min ' });
    expect(payload).toMatchObject({ type: 'number', unit: 'min', values: [] });
  });
});
