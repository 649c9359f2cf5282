import Alert from '@mui/material/Alert';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normalizeVatNumber } from '@/entities/organization';
import { useGetOrganizationQuery } from '../api/organizations.api';
import type { LegalFormValues } from '../model/profile.schema';

function spelled(value: string | null | undefined): string | null {
  const normalized = normalizeVatNumber(value ?? '');
  return normalized === '' ? null : normalized;
}

/**
 * Says before saving that a new VAT number sends a validated organization back to the
 * operator's validation (negotiated prices follow it: DECISIONS.md "Catalogue"). Shown while
 * the typed number differs from the saved one, spaces and case aside, as the API compares them.
 */
export function VatChangeWarning({
  organizationId,
  saved,
}: {
  organizationId: number;
  saved: string | null;
}) {
  const { t } = useTranslation('organizations');
  const typed = useWatch<LegalFormValues, 'vatNumber'>({ name: 'vatNumber' });
  const { data } = useGetOrganizationQuery(organizationId);
  if (data?.organizationStatus !== 'active' || spelled(typed) === spelled(saved)) return null;
  return (
    <Alert severity="warning" role="status">
      {t('legal.vatNumberChange')}
    </Alert>
  );
}
