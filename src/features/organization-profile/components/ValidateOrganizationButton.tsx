import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@/entities/organization';
import { useCan } from '@/lib/auth/useCan';
import { useValidateOrganizationMutation } from '../api/organizations.api';

/**
 * The operator's validation of an organization awaiting it (OPERATOR_ORGANIZATION_EDIT): from
 * then on it buys and sells, and the API mails it. The spec has no refused state to offer.
 */
export function ValidateOrganizationButton({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const can = useCan();
  const [validate, { isLoading }] = useValidateOrganizationMutation();
  if (organization.organizationStatus !== 'awaiting_validation') return null;
  if (!can('OPERATOR_ORGANIZATION_EDIT')) return null;
  return (
    <Button
      size="small"
      variant="contained"
      loading={isLoading}
      onClick={() => void validate(organization.id)}
    >
      {t('frame.validate')}
    </Button>
  );
}
