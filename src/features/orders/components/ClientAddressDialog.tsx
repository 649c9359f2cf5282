import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@/entities/quote';
import { useListAddressesQuery } from '@/entities/payment';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { ApiErrorMessage, ConfirmDialog } from '@/lib/ui';
import { useQuoteClientInformationsMutation } from '../api/orders.api';

/**
 * The client picks the quote's billing address from its address book (PATCH
 * client-informations); the invoice is sent to it.
 */
export function ClientAddressDialog({
  quote,
  onClose,
}: {
  quote: QuoteDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const organizationId = useAppSelector(selectSelectedOrganizationId);
  const addresses = useListAddressesQuery(
    {
      organizationId: organizationId ?? 0,
      params: { page: 1, pageSize: 100, sort: null, order: 'asc', filters: {} },
    },
    { skip: organizationId === null },
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [save, state] = useQuoteClientInformationsMutation();
  const items = addresses.data?.items ?? [];
  const selected = chosen ?? items.find((address) => address.isDefault)?.id ?? items[0]?.id ?? null;

  const confirm = async () => {
    if (selected === null) return;
    try {
      await save({ id: quote.id, payload: { clientAddressId: selected } }).unwrap();
      onClose();
    } catch {
      // The error shows in the dialog.
    }
  };

  return (
    <ConfirmDialog
      open
      title={t('clientAddress.title', { reference: quote.reference })}
      message={t('clientAddress.message')}
      confirmLabel={t('clientAddress.confirm')}
      loading={state.isLoading || addresses.isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {addresses.isSuccess && items.length === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('clientAddress.none')}
        </Alert>
      ) : (
        <MuiTextField
          select
          fullWidth
          sx={{ mt: 2 }}
          label={t('clientAddress.field')}
          value={selected === null ? '' : String(selected)}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {items.map((address) => (
            <MenuItem key={address.id} value={String(address.id)}>
              {`${address.name} – ${address.address.postalCode} ${address.address.city}`}
            </MenuItem>
          ))}
        </MuiTextField>
      )}
      {state.error || addresses.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          <ApiErrorMessage error={state.error ?? addresses.error} />
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
