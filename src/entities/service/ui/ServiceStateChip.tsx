import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '@/lib/ui';
import type { ValidationState } from '../service.types';

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
