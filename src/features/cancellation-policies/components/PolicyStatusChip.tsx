import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/lib/ui';
import type { CancellationPolicy } from '../model/cancellationPolicy.types';

/** A policy's status in the status palette: active (it applies) or inactive (muted). */
export function PolicyStatusChip({ status }: { status: CancellationPolicy['status'] }) {
  const { t } = useTranslation('cancellationPolicies');
  return (
    <StatusChip
      tone={status === 'active' ? 'success' : 'neutral'}
      label={t(`statuses.${status}`)}
    />
  );
}
