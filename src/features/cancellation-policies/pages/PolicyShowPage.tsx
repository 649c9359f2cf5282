import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { CancellationPolicy } from '../model/cancellationPolicy.types';
import { DetailSection, DeclaredShowPage, StaticTable, useDisplayFormat } from '@/lib/ui';
import {
  useDeleteCancellationPolicyMutation,
  useGetCancellationPolicyQuery,
} from '../api/cancellationPolicies.api';
import { useCancellationText, type CancellationCondition } from '@/entities/quote';
import { policies } from '../resource';
import { useCategoryOptions } from '../components/policyDisplay';
import { PolicyStatusChip } from '../components/PolicyStatusChip';

/** /cancellation-policy/:id/show [CANCELLATION_POLICY_VIEW]: one policy and its conditions. */
export default function PolicyShowPage() {
  const { t } = useTranslation('cancellationPolicies');
  const show = useDisplayFormat();
  const { ruleText } = useCancellationText();
  const { nameOf } = useCategoryOptions();

  return (
    <DeclaredShowPage<CancellationPolicy>
      resource={policies}
      useRecord={useGetCancellationPolicyQuery}
      useDelete={useDeleteCancellationPolicyMutation}
      deleteMessage={(policy) => t('list.deleteMessage', { name: policy.name })}
      listTitle={t('list.title')}
      placeholderTitle={t('show.title')}
      title={(policy) => policy.name}
      status={(policy) => <PolicyStatusChip status={policy.status} />}
      facts={(policy) => [
        policy.groupDefault ? t('fields.groupDefault') : null,
        t('list.conditionCount', { count: policy.conditions.length }),
      ]}
      itemLabel={(policy) => policy.name}
    >
      {(policy) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <DetailSection
            title={t('show.policy')}
            items={[
              {
                label: t('fields.groupDefault'),
                value: policy.groupDefault ? t('preview.yes') : t('preview.no'),
              },
              {
                label: t('fields.categories'),
                value: show.list(policy.categoryIds.map(nameOf)),
              },
              { label: t('fields.description'), value: show.text(policy.description) },
              {
                label: t('fields.terms'),
                value: policy.terms ? (
                  <Link href={policy.terms.url} target="_blank" rel="noopener">
                    {policy.terms.name}
                  </Link>
                ) : null,
              },
            ]}
          />
          <DetailSection title={t('fields.conditions')}>
            <StaticTable<CancellationCondition>
              label={t('fields.conditions')}
              rows={policy.conditions}
              getRowId={(row) => policy.conditions.indexOf(row)}
              columns={[
                {
                  id: 'cancelledBy',
                  header: t('fields.cancelledBy'),
                  render: (row) => t(`parties.${row.cancelledBy}`),
                },
                { id: 'rule', header: t('fields.rule'), render: (row) => ruleText(row.rule) },
                {
                  id: 'priceRate',
                  header: t('fields.priceRate'),
                  render: (row) => `${show.number(row.priceRate) ?? ''} %`,
                  numeric: true,
                },
              ]}
            />
          </DetailSection>
          <DetailSection
            title={t('show.record')}
            items={[
              { label: t('fields.createdAt'), value: show.dateTime(policy.createdAt) },
              { label: t('fields.updatedAt'), value: show.dateTime(policy.updatedAt) },
            ]}
          />
        </Box>
      )}
    </DeclaredShowPage>
  );
}
