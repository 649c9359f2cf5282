import type { TFunction } from 'i18next';
import type { ResourcePages } from '@/lib/api/defineResource';
import { enumOf, FileLink, resourceViews, search, tableSection } from '@/lib/ui/resourceKit';
import { CANCELLATION_RULES, useCancellationText } from '@/entities/quote';
import {
  cancellationPartyValues,
  cancellationPolicyPayloadLimits,
  cancellationPolicyStatusValues,
} from '@/lib/contract/generated/constants';
import type { FormDeclaration } from '@/lib/ui/resourceKit';
import { storeFile } from '@/lib/files';
import { policiesApi } from './api/cancellationPolicies.api';
import { FeePreview } from './components/FeePreview';
import { useCategoryChoices, useCategoryOptions, useRuleOptions } from './components/policyDisplay';
import type {
  CancellationPolicy,
  CancellationPolicyPayload,
} from './model/cancellationPolicy.types';
import * as policy from './model/policy.schema';
import { policies } from './resource';

/** What the policy is, what it covers, its terms, its conditions and their worked example. */
export const policyForm: FormDeclaration<
  CancellationPolicy,
  policy.PolicyFormValues,
  CancellationPolicyPayload
> = {
  fields: [
    { name: 'name', kind: 'text', required: true },
    {
      name: 'status',
      kind: 'select',
      options: cancellationPolicyStatusValues,
      optionLabels: 'statuses',
      required: true,
    },
    { name: 'description', kind: 'textarea', wide: true },
    { name: 'groupDefault', kind: 'checkbox', help: 'form.groupDefaultHelp' },
    {
      name: 'categoryIds',
      kind: 'multiSelect',
      label: 'fields.categories',
      help: 'form.categoriesHelp',
      useOptions: useCategoryChoices,
    },
    {
      name: 'terms',
      kind: 'upload',
      // Spec section 5: a pdf of 2 Mo at most.
      accept: ['application/pdf', '.pdf'],
      store: storeFile,
      help: 'form.termsHelp',
      wide: true,
    },
    {
      name: 'conditions',
      kind: 'rows',
      required: true,
      rowColumns: { xs: '1fr', sm: '2fr 3fr 1fr auto' },
      newRow: policy.EMPTY_CONDITION,
      columns: [
        {
          name: 'cancelledBy',
          kind: 'select',
          options: cancellationPartyValues,
          optionLabels: 'parties',
          required: true,
        },
        {
          name: 'rule',
          kind: 'select',
          options: CANCELLATION_RULES,
          useOptions: useRuleOptions,
          required: true,
        },
        { name: 'priceRate', kind: 'percent', required: true },
      ],
    },
  ],
  after: () => <FeePreview />,
  limits: cancellationPolicyPayloadLimits,
  // Both run even when other fields fail, so the whole-policy rules show with the rest; their
  // messages are the API's keys for the same rules (its validation.ts), so both say the same.
  refine: [
    {
      path: 'groupDefault',
      message: 'errors.cancellation_policy_default_inactive',
      test: (values) => !values.groupDefault || values.status === 'active',
    },
    {
      path: 'categoryIds',
      message: 'errors.cancellation_policy_without_category',
      test: (values) =>
        values.groupDefault === true ||
        (Array.isArray(values.categoryIds) && values.categoryIds.length > 0),
    },
  ],
  defaults: { status: 'active', conditions: [{ ...policy.EMPTY_CONDITION }] },
  toValues: policy.policyToValues,
  // A copy is another policy: not the group default (one per organization), its own name.
  duplicate: (record) => ({ ...policy.policyToValues(record), name: '', groupDefault: false }),
  toPayload: policy.toPolicyPayload,
  fieldMap: { termsFileId: 'terms' },
};

const conditionCount = (policy: CancellationPolicy, t: TFunction) =>
  t('list.conditionCount', { count: policy.conditions.length });

/**
 * /cancellation-policies, /cancellation-policy/add, /:id/edit, /:id/duplicate and /:id/show
 * [CANCELLATION_POLICY_*]: the seller's policies, default first, and their conditions.
 */
const views: ResourcePages = resourceViews(policies, policiesApi, {
  itemLabel: (policy) => policy.name,
  useData: () => ({ categoryName: useCategoryOptions().nameOf }),
  list: {
    filters: [search('search'), enumOf('status', cancellationPolicyStatusValues)],
    columns: [
      { id: 'name' },
      {
        id: 'coverage',
        render: (policy, { t, categoryName }) =>
          [
            ...(policy.groupDefault ? [t('list.groupDefault')] : []),
            ...policy.categoryIds.map(categoryName),
          ].join(', '),
      },
      {
        id: 'conditions',
        label: 'conditions.title',
        render: (p, { t }) => conditionCount(p, t),
        hideOnXs: true,
        nowrap: true,
      },
      { id: 'status', format: 'status' },
    ],
  },
  show: {
    status: 'status',
    facts: (policy, { t }) => [
      policy.groupDefault ? t('fields.groupDefault') : null,
      conditionCount(policy, t),
    ],
    sections: [
      {
        id: 'policy',
        items: [
          { id: 'groupDefault', format: 'yesNo' },
          {
            id: 'categories',
            value: (policy, { categoryName }) => policy.categoryIds.map(categoryName),
            format: 'list',
          },
          { id: 'description' },
          { id: 'terms', render: ({ terms }) => terms && <FileLink file={terms} /> },
        ],
      },
      tableSection('conditions', {
        title: 'conditions.title',
        rows: (policy: CancellationPolicy) => policy.conditions,
        useData: () => ({ ruleText: useCancellationText().ruleText }),
        columns: [
          { id: 'cancelledBy', render: (row, { t }) => t(`parties.${row.cancelledBy}`) },
          { id: 'rule', render: (row, { ruleText }) => ruleText(row.rule) },
          {
            id: 'priceRate',
            render: (row, { show }) => `${show.number(row.priceRate) ?? ''} %`,
            numeric: true,
          },
        ],
      }),
      {
        id: 'record',
        items: [
          { id: 'createdAt', format: 'dateTime' },
          { id: 'updatedAt', format: 'dateTime' },
        ],
      },
    ],
  },
  form: policyForm,
});

export default views;
