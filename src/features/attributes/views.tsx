import type { ResourcePages } from '@/lib/api/defineResource';
import {
  attributeIconValues,
  attributePayloadLimits,
  attributeTypeValues,
} from '@/lib/contract/generated/constants';
import { enumOf, resourceViews, search } from '@/lib/ui/resourceKit';
import type { FieldDeclaration, FormDeclaration } from '@/lib/ui/resourceKit';
import { attributesApi, type Attribute, type AttributePayload } from './api/attributes.api';
import { AttributeFileActions } from './components/AttributeFileActions';
import { useCategoryChoices, useCategoryNames } from './components/categoryChoices';
import {
  EMPTY_CHOICE,
  attributeToValues,
  toAttributePayload,
  type AttributeFormValues,
} from './model/attribute.form';
import { attributes } from './resource';

/** Name, type and input name; then where it applies; then a choice's values. */
export const attributeForm: FormDeclaration<Attribute, AttributeFormValues, AttributePayload> = {
  fields: [
    { name: 'names', kind: 'multiLanguage', required: true, wide: true },
    {
      name: 'type',
      kind: 'select',
      options: attributeTypeValues,
      optionLabels: 'types',
      required: true,
    },
    { name: 'inputName', kind: 'text', required: true, help: 'form.inputNameHelp' },
    { name: 'unit', kind: 'text', help: 'form.unitHelp' },
    { name: 'filterable', kind: 'checkbox', help: 'form.filterableHelp' },
    { name: 'required', kind: 'checkbox', help: 'form.requiredHelp' },
    {
      name: 'categoryIds',
      kind: 'multiSelect',
      label: 'fields.categories',
      useOptions: useCategoryChoices,
      wide: true,
    },
    {
      name: 'values',
      kind: 'rows',
      rowColumns: { xs: '1fr', sm: '1fr 2fr 1fr auto' },
      newRow: EMPTY_CHOICE,
      // Only a choice has values.
      shownWhen: (values) => values.type === 'choice',
      rowTexts: {
        legend: 'values.title',
        row: 'values.row',
        remove: 'values.remove',
        add: 'values.add',
        empty: 'values.empty',
      },
      columns: [
        { name: 'value', kind: 'text', required: true },
        { name: 'labels', kind: 'multiLanguage', required: true },
        { name: 'icon', kind: 'select', options: attributeIconValues, optionLabels: 'icons' },
      ],
    },
  ] satisfies FieldDeclaration<keyof AttributeFormValues & string, Attribute>[],
  limits: attributePayloadLimits,
  refine: [
    {
      path: 'values',
      message: 'validator.required',
      test: (values) =>
        values.type !== 'choice' || (Array.isArray(values.values) && values.values.length > 0),
    },
  ],
  defaults: { type: 'text', names: { en: '', fr: '' } },
  toValues: attributeToValues,
  toPayload: toAttributePayload,
};

/**
 * /attributes [OPERATOR_ATTRIBUTE_VIEW], /attribute/add and /attribute/edit/:id: the catalogue's
 * attributes; import and export of attributes.csv in the list's header.
 */
const views: ResourcePages = resourceViews(attributes, attributesApi, {
  itemLabel: (row) => row.name,
  // An attribute services hold stays (the API says so too, naming them).
  deletable: (row) => row.usedBy === 0,
  useData: () => ({ categoryName: useCategoryNames() }),
  pageActions: () => <AttributeFileActions />,
  list: {
    filters: [
      search('search'),
      enumOf('type', attributeTypeValues, { primary: true }),
      { kind: 'boolean', key: 'filterable', primary: true },
    ],
    columns: [
      { id: 'name' },
      { id: 'type', render: (row, { t }) => t(`types.${row.type}`) },
      { id: 'inputName', hideOnXs: true },
      { id: 'filterable', format: 'yesNo' },
      { id: 'required', format: 'yesNo', hideOnXs: true },
      {
        id: 'categoryIds',
        label: 'fields.categories',
        value: (row, { categoryName }) => row.categoryIds.map(categoryName),
        format: 'list',
      },
      { id: 'usedBy', format: 'number', align: 'right' },
    ],
  },
  form: attributeForm,
});

export default views;
