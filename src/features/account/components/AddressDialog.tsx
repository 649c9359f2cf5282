import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { CheckboxField, ResourceFormDialog, fieldsFor } from '@/lib/ui';
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
  const title = address
    ? t('addresses.editTitle', { name: address.name })
    : t('addresses.addTitle');

  return (
    <ResourceFormDialog
      title={title}
      schema={addressSchema}
      defaultValues={address ? addressToValues(address) : EMPTY_ADDRESS}
      toPayload={toAddressPayload}
      mutation={(payload) =>
        address
          ? update({ organizationId, id: address.id, payload })
          : create({ organizationId, payload })
      }
      onClose={onClose}
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
    </ResourceFormDialog>
  );
}
