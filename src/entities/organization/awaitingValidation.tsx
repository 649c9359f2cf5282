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

/** The selected organization's summary, as the shell reads it in the background. */
function useSelectedOrganization() {
  const selected = useAppSelector(selectSelectedOrganizationId);
  return useGetOrganizationQuery(selected ?? skipToken).data;
}

/** Whether the selected organization still waits for the operator's validation. */
export function useAwaitsValidation(): boolean {
  return awaitsValidation(useSelectedOrganization()?.organizationStatus);
}

export type AwaitingValidationPlace = 'shell' | 'checkout' | 'quote';

/**
 * Says up front what waits for the operator's validation, where it would fail: everywhere (the
 * shell), on the checkout, on sending a quotation. Renders nothing once validated.
 */
export function AwaitingValidationNotice({ place }: { place: AwaitingValidationPlace }) {
  const { t } = useTranslation('common');
  const organization = useSelectedOrganization();
  if (!awaitsValidation(organization?.organizationStatus)) return null;
  // The shell says why a validated organization waits again (its VAT number changed).
  const why =
    place === 'shell' && organization?.validationReason === 'vat_number_changed'
      ? 'awaitingValidation.vatNumberChanged'
      : `awaitingValidation.${place}`;
  return (
    <Alert severity={place === 'shell' ? 'info' : 'warning'} role="status" sx={{ mb: 2 }}>
      {t(why)}
    </Alert>
  );
}
