import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '@/lib/ui';
import type { ServiceStatus, ValidationState } from '../service.types';

/** The status palette's reading of a validation state (statusTone.ts). */
export const VALIDATION_TONES: Record<ValidationState, StatusTone> = {
  awaiting_validation: 'warning',
  validated: 'success',
  refused: 'error',
};

/** A service's validation state, said with the status palette. */
export function ServiceStateChip({ state }: { state: ValidationState }) {
  const { t } = useTranslation('services');
  return <StatusChip tone={VALIDATION_TONES[state]} label={t(`validation.${state}`)} />;
}

/** Active or inactive, in the same palette as every status of the app (inactive is muted). */
export function ServiceStatusChip({ status }: { status: ServiceStatus }) {
  const { t } = useTranslation('services');
  return (
    <StatusChip tone={status === 'active' ? 'success' : 'neutral'} label={t(`status.${status}`)} />
  );
}
