import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useListAddressesQuery } from '@/entities/payment';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { ActionDialog, ApiErrorMessage, fieldsFor } from '@/lib/ui';
import { useQuoteClientInformationsMutation } from '../api/orders.api';
import type { QuoteDialogProps } from './types';
import { useQuoteDone } from './useQuoteDone';

interface AddressValues {
  clientAddressId: number | null;
}

// None chosen (the address book is empty): nothing is sent.
const schema = z.object({ clientAddressId: z.number() });
const Fields = fieldsFor<AddressValues>();

/**
 * The client picks the quote's billing address from its address book (PATCH
 * client-informations); the invoice is sent to it.
 */
export function ClientAddressDialog({ quote, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('orders');
  const [save] = useQuoteClientInformationsMutation();
  const done = useQuoteDone();
  return (
    <ActionDialog<AddressValues, z.output<typeof schema>>
      title={t('clientAddress.title', { reference: quote.reference })}
      message={t('clientAddress.message')}
      confirmLabel={t('clientAddress.confirm')}
      schema={schema}
      defaultValues={{ clientAddressId: null }}
      onSaved={() => done('client-address', quote)}
      mutation={(payload) => save({ id: quote.id, payload })}
      onClose={onClose}
    >
      <AddressChoice />
    </ActionDialog>
  );
}

/** The organization's addresses, the default one chosen once they arrive. */
function AddressChoice() {
  const { t } = useTranslation('orders');
  const organizationId = useAppSelector(selectSelectedOrganizationId);
  const addresses = useListAddressesQuery(
    {
      organizationId: organizationId ?? 0,
      params: { page: 1, pageSize: 100, sort: null, order: 'asc', filters: {} },
    },
    { skip: organizationId === null },
  );
  const items = addresses.data?.items;
  const { getValues, setValue } = useFormContext<AddressValues>();
  useEffect(() => {
    const first = items?.find((address) => address.isDefault) ?? items?.[0];
    if (first && getValues('clientAddressId') === null) setValue('clientAddressId', first.id);
  }, [items, getValues, setValue]);

  if (addresses.error) {
    return (
      <Alert severity="error">
        <ApiErrorMessage error={addresses.error} />
      </Alert>
    );
  }
  if (items?.length === 0) return <Alert severity="info">{t('clientAddress.none')}</Alert>;
  return (
    <Fields.SelectField
      name="clientAddressId"
      label={t('clientAddress.field')}
      options={(items ?? []).map((address) => ({
        value: address.id,
        label: `${address.name} – ${address.address.postalCode} ${address.address.city}`,
      }))}
    />
  );
}
