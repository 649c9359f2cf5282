import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@/entities/organization';
import { useCan } from '@/lib/auth/useCan';
import { ActionDialog } from '@/lib/ui';
import { useGetLegalQuery, useValidateOrganizationMutation } from '../api/organizations.api';

/**
 * The operator's validation of an organization awaiting it (OPERATOR_ORGANIZATION_EDIT): from
 * then on it buys and sells, and the API mails it. The spec has no refused state to offer. The
 * confirmation names the VAT number being approved (negotiated prices follow it), and the call
 * sends it: a number changed since this screen was read is refused (409, the tab reloads).
 */
export function ValidateOrganizationButton({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const can = useCan();
  const [open, setOpen] = useState(false);
  const allowed =
    organization.organizationStatus === 'awaiting_validation' && can('OPERATOR_ORGANIZATION_EDIT');
  const legal = useGetLegalQuery(organization.id, { skip: !allowed });
  const [validate] = useValidateOrganizationMutation();
  if (!allowed) return null;
  const vatNumber = legal.data?.vatNumber ?? null;
  return (
    <>
      <Button
        size="small"
        variant="contained"
        loading={legal.isLoading}
        disabled={legal.data === undefined}
        onClick={() => setOpen(true)}
      >
        {t('frame.validate')}
      </Button>
      {open && (
        <ActionDialog
          title={t('frame.validateTitle', { name: organization.legalName })}
          message={
            vatNumber === null ? t('frame.validateNoVat') : t('frame.validateVat', { vatNumber })
          }
          confirmLabel={t('frame.validate')}
          mutation={() => validate({ id: organization.id, vatNumber })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
