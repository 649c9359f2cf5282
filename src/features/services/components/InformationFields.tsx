import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SERVICE_LIMITS,
  useListServiceAttributesQuery,
  useListServiceCategoriesQuery,
  type ServiceAttributeDefinition,
  type ServiceCategory,
} from '@/entities/service';
import { CheckboxField, FieldGrid, FieldRows, fieldsFor } from '@/lib/ui';
import { EMPTY_CHARACTERISTIC, attributeKey } from '../model/informationForm';
import type { ServiceFormValues } from '../model/serviceFormValues';

const { MultiLanguageTextField, AutocompleteField, TextField, NumberField } =
  fieldsFor<ServiceFormValues>();

/** "Parent › Child": the tree read in one line, so a child's name is never ambiguous. */
function categoryOptions(categories: readonly ServiceCategory[]) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path = (category: ServiceCategory): string => {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    return parent ? `${path(parent)} › ${category.name}` : category.name;
  };
  return categories
    .map((category) => ({ value: category.id, label: path(category) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** One typed input per attribute of the chosen categories. */
function AttributeInputs({ attributes }: { attributes: readonly ServiceAttributeDefinition[] }) {
  const { t } = useTranslation('services');
  if (attributes.length === 0) {
    return <Typography color="text.secondary">{t('form.noAttribute')}</Typography>;
  }
  return (
    <FieldGrid>
      {attributes.map((attribute) => {
        const name = `information.attributes.${attributeKey(attribute.id)}` as const;
        const label = attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name;
        if (attribute.type === 'boolean') {
          return <CheckboxField<ServiceFormValues> key={attribute.id} name={name} label={label} />;
        }
        if (attribute.type === 'choice') {
          // One of the attribute's values, labelled in the person's language (issue 31).
          return (
            <AutocompleteField
              key={attribute.id}
              name={name}
              label={label}
              options={attribute.values.map((choice) => ({
                value: choice.value,
                label: choice.label,
              }))}
              required={attribute.required}
            />
          );
        }
        if (attribute.type === 'number') {
          return (
            <NumberField
              key={attribute.id}
              name={name}
              label={label}
              required={attribute.required}
            />
          );
        }
        return (
          <TextField key={attribute.id} name={name} label={label} required={attribute.required} />
        );
      })}
    </FieldGrid>
  );
}

/** Up to 20 free characteristics, each a name and a value per language. */
function Characteristics() {
  const { t } = useTranslation('services');
  const { fields, append, remove } = useFieldArray<
    ServiceFormValues,
    'information.characteristics'
  >({
    name: 'information.characteristics',
  });
  const full = fields.length >= SERVICE_LIMITS.characteristics;
  return (
    <FieldRows
      legend={t('fields.characteristics')}
      rows={fields}
      rowLabel={(index) => t('fields.characteristic', { index: index + 1 })}
      removeLabel={(index) => t('form.removeCharacteristic', { index: index + 1 })}
      onRemove={remove}
      columns={{ xs: '1fr', md: '1fr 1fr auto' }}
      add={{
        label: t('form.addCharacteristic'),
        onClick: () => append(structuredClone(EMPTY_CHARACTERISTIC)),
        disabled: full,
      }}
      footer={t('form.characteristicsLimit', { max: SERVICE_LIMITS.characteristics })}
    >
      {(index) => (
        <>
          <MultiLanguageTextField
            name={`information.characteristics.${index}.name`}
            label={t('fields.name')}
          />
          <MultiLanguageTextField
            name={`information.characteristics.${index}.value`}
            label={t('fields.characteristicValue')}
          />
        </>
      )}
    </FieldRows>
  );
}

/**
 * The information tab's fields: name and description per language (the default language
 * required), categories from the shop's tree (at least one), their attributes, characteristics.
 */
export function InformationFields() {
  const { t } = useTranslation('services');
  const categories = useListServiceCategoriesQuery(null).data ?? [];
  const categoryIds = useWatch<ServiceFormValues, 'information.categoryIds'>({
    name: 'information.categoryIds',
  });
  const attributes =
    useListServiceAttributesQuery(categoryIds.length > 0 ? categoryIds : skipToken).data ?? [];
  return (
    <Stack spacing={3}>
      <MultiLanguageTextField name="information.name" label={t('fields.name')} />
      <MultiLanguageTextField
        name="information.description"
        label={t('fields.description')}
        multiline
        minRows={3}
      />
      <AutocompleteField
        name="information.categoryIds"
        label={t('fields.categories')}
        options={categoryOptions(categories)}
        multiple
        required
        noOptionsText={t('form.noCategory')}
      />
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {t('fields.attributes')}
        </Typography>
        <AttributeInputs attributes={attributes} />
      </Stack>
      <Characteristics />
    </Stack>
  );
}
