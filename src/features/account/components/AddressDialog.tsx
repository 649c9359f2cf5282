import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { CheckboxField, FormDialog, applyServerErrors, fieldsFor } from '@/lib/ui';
import { useCreateAddressMutation, useUpdateAddressMutation } from '../api/account.api';
import type { Address } from '../../../entities/account';
import {
  EMPTY_ADDRESS,
  addressSchema,
  addressToValues,
  toAddressPayload,
  type AddressFormValues,
} from '../model/account.schemas';

const { TextField, AutocompleteField } = fieldsFor<AddressFormValues>();

export interface AddressDialogProps {
  organizationId: number;
  /** The address edited, or null to add one. */
  address: Address | null;
  onClose: () => void;
}

/** Adds or edits an address of the book; the nested address keeps its id on save. */
export function AddressDialog({ organizationId, address, onClose }: AddressDialogProps) {
  const { t, i18n } = useTranslation('account');
  const countries = useMemo(() => countryOptions(toLanguage(i18n.language)), [i18n.language]);
  const [create] = useCreateAddressMutation();
  const [update] = useUpdateAddressMutation();
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const form = useForm<AddressFormValues, unknown, ReturnType<typeof addressSchema.parse>>({
    defaultValues: address ? addressToValues(address) : EMPTY_ADDRESS,
    resolver: zodResolver(addressSchema),
  });
  const title = address
    ? t('addresses.editTitle', { name: address.name })
    : t('addresses.addTitle');

  const onSubmit = async (output: ReturnType<typeof addressSchema.parse>) => {
    setUnmatched([]);
    const payload = toAddressPayload(output);
    try {
      if (address) await update({ organizationId, id: address.id, payload }).unwrap();
      else await create({ organizationId, payload }).unwrap();
      onClose();
    } catch (error) {
      setUnmatched(applyServerErrors(form, apiErrorOf(error)));
    }
  };

  return (
    <FormDialog
      title={title}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      errors={unmatched}
      maxWidth="md"
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          pt: 1,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <TextField name="name" label={t('fields.addressName')} required />
        <TextField
          name="address.address"
          label={t('fields.address')}
          autoComplete="address-line1"
          required
        />
        <TextField
          name="address.complementaryAddress"
          label={t('fields.complementaryAddress')}
          autoComplete="address-line2"
        />
        <TextField
          name="address.postalCode"
          label={t('fields.postalCode')}
          autoComplete="postal-code"
          required
        />
        <TextField
          name="address.city"
          label={t('fields.city')}
          autoComplete="address-level2"
          required
        />
        <AutocompleteField
          name="address.countryCode"
          label={t('fields.country')}
          options={countries}
          required
        />
        <CheckboxField<AddressFormValues> name="isDefault" label={t('fields.isDefault')} />
      </Box>
    </FormDialog>
  );
}
