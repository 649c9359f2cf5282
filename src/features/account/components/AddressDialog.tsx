import { useTranslation } from 'react-i18next';
import { AddressFields, type Address } from '@/entities/account';
import { CheckboxField, FieldGrid, ResourceFormDialog, fieldsFor } from '@/lib/ui';
import { useCreateAddressMutation, useUpdateAddressMutation } from '../api/account.api';
import {
  EMPTY_ADDRESS,
  addressSchema,
  addressToValues,
  toAddressPayload,
  type AddressFormValues,
} from '../model/account.schemas';

const { TextField } = fieldsFor<AddressFormValues>();

export interface AddressDialogProps {
  organizationId: number;
  /** The address edited, or null to add one. */
  address: Address | null;
  onClose: () => void;
}

/** Adds or edits an address of the book; the nested address keeps its id on save. */
export function AddressDialog({ organizationId, address, onClose }: AddressDialogProps) {
  const { t } = useTranslation('account');
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
      <FieldGrid columns={{ xs: '1fr', md: '1fr 1fr' }} sx={{ pt: 1 }}>
        <TextField name="name" label={t('fields.addressName')} required />
        <AddressFields
          prefix="address"
          label={(field) => t(field === 'countryCode' ? 'fields.country' : `fields.${field}`)}
        />
        <CheckboxField<AddressFormValues> name="isDefault" label={t('fields.isDefault')} />
      </FieldGrid>
    </ResourceFormDialog>
  );
}
