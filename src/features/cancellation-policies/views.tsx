import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import type { ResourcePages } from '@/lib/api/defineResource';
import { enumOf, resourceViews, search, tableSection } from '@/lib/ui';
import {
  CANCELLATION_POLICY_STATUSES,
  type CancellationPolicy,
} from './model/cancellationPolicy.types';
import { useCancellationText } from '@/entities/quote';
import { policyHooks } from './api/cancellationPolicies.api';
import { PolicyFields } from './components/PolicyFields';
import { useCategoryOptions } from './components/policyDisplay';
import {
  EMPTY_POLICY,
  policySchema,
  policyToDuplicate,
  policyToValues,
  toPolicyDraft,
} from './model/policy.schema';
import { policies } from './resource';

const conditionCount = (policy: CancellationPolicy, t: TFunction) =>
  t('list.conditionCount', { count: policy.conditions.length });

/**
 * /cancellation-policies, /cancellation-policy/add, /:id/edit, /:id/duplicate and /:id/show
 * [CANCELLATION_POLICY_*]: the seller's policies, default first, and their conditions.
 */
const views: ResourcePages = resourceViews(policies, policyHooks, {
  itemLabel: (policy) => policy.name,
  useData: () => ({ categoryName: useCategoryOptions().nameOf }),
  list: {
    filters: [search('search'), enumOf('status', CANCELLATION_POLICY_STATUSES)],
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
          {
            id: 'terms',
            render: ({ terms }) =>
              terms && (
                <Link href={terms.url} target="_blank" rel="noopener">
                  {terms.name}
                </Link>
              ),
          },
        ],
      },
      tableSection('conditions', {
        title: 'fields.conditions',
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
  form: {
    schema: policySchema,
    defaults: EMPTY_POLICY,
    toValues: policyToValues,
    duplicate: policyToDuplicate,
    toPayload: toPolicyDraft,
    Fields: PolicyFields,
    fieldMap: { termsFileId: 'termsFile' },
  },
});

export default views;
