import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeclaredListPage, type DataTableColumn, type ListFilter } from '@/lib/ui';
import type { CancellationPolicy } from '../model/cancellationPolicy.types';
import {
  useDeleteCancellationPolicyMutation,
  useListCancellationPoliciesQuery,
  type CancellationPolicyFilter,
} from '../api/cancellationPolicies.api';
import { policies } from '../resource';
import { PolicyStatusChip } from '../components/PolicyStatusChip';
import { useCategoryOptions, usePolicyOptions } from '../components/policyDisplay';

function usePolicyFilters(): ListFilter<CancellationPolicyFilter>[] {
  const { t } = useTranslation('cancellationPolicies');
  const options = usePolicyOptions();
  return useMemo(
    () => [
      { kind: 'search', key: 'search', label: t('list.searchLabel') },
      { kind: 'select', key: 'status', label: t('fields.status'), options: options.statuses },
    ],
    [t, options],
  );
}

function usePolicyColumns(): DataTableColumn<CancellationPolicy>[] {
  const { t } = useTranslation('cancellationPolicies');
  const { nameOf } = useCategoryOptions();
  return useMemo(
    () => [
      { id: 'name', header: t('fields.name'), render: (policy) => policy.name },
      {
        id: 'coverage',
        header: t('fields.coverage'),
        render: (policy) =>
          [
            ...(policy.groupDefault ? [t('list.groupDefault')] : []),
            ...policy.categoryIds.map(nameOf),
          ].join(', '),
      },
      {
        id: 'conditions',
        header: t('fields.conditions'),
        render: (policy) => t('list.conditionCount', { count: policy.conditions.length }),
        hideOnXs: true,
        nowrap: true,
      },
      {
        id: 'status',
        header: t('fields.status'),
        render: (policy) => <PolicyStatusChip status={policy.status} />,
      },
    ],
    [t, nameOf],
  );
}

/** /cancellation-policies [CANCELLATION_POLICY_VIEW]: the seller's policies, default first. */
export default function PolicyListPage() {
  const { t } = useTranslation('cancellationPolicies');
  return (
    <DeclaredListPage
      resource={policies}
      useList={useListCancellationPoliciesQuery}
      useDelete={useDeleteCancellationPolicyMutation}
      list={{ filters: usePolicyFilters() }}
      title={t('list.title')}
      tableLabel={t('list.tableLabel')}
      columns={usePolicyColumns()}
      itemLabel={(policy) => policy.name}
      createLabel={t('list.add')}
      deleteMessage={(policy) => t('list.deleteMessage', { name: policy.name })}
      emptyMessage={t('list.empty')}
      emptyFilteredMessage={t('list.emptyFiltered')}
    />
  );
}
