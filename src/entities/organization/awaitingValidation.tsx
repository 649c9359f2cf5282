import Alert from '@mui/material/Alert';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { OrganizationStatus } from './organizations.types';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetOrganizationQuery } from './organization.api';

/** Not yet validated by an operator: the organization neither buys nor sells (DECISIONS.md). */
export function awaitsValidation(status: OrganizationStatus | undefined): boolean {
  return status === 'awaiting_validation' || status === 'registration_pending';
}

/** Whether the selected organization still waits for the operator's validation. */
export function useAwaitsValidation(): boolean {
  const selected = useAppSelector(selectSelectedOrganizationId);
  const { data } = useGetOrganizationQuery(selected ?? skipToken);
  return awaitsValidation(data?.organizationStatus);
}

export type AwaitingValidationPlace = 'shell' | 'checkout' | 'quote';

/**
 * Says up front what waits for the operator's validation, where it would fail: everywhere (the
 * shell), on the checkout, on sending a quotation. Renders nothing once validated.
 */
export function AwaitingValidationNotice({ place }: { place: AwaitingValidationPlace }) {
  const { t } = useTranslation('common');
  if (!useAwaitsValidation()) return null;
  return (
    <Alert severity={place === 'shell' ? 'info' : 'warning'} role="status" sx={{ mb: 2 }}>
      {t(`awaitingValidation.${place}`)}
    </Alert>
  );
}
