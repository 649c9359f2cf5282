import * as z from 'zod/mini';
import { requiredCountry } from '@/lib/validation/country';
import {
  VALIDATOR,
  confirmation,
  isIsoDate,
  nullableText,
  password,
  requiredText,
} from '@/lib/validation';
import type {
  Address,
  AddressPayload,
  MyAccount,
  MyAccountPayload,
  PasswordChangePayload,
} from '../../../entities/account';

export const LANGUAGES = ['en', 'fr'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

// ---- Main info ------------------------------------------------------------------------------

export interface MainInfoValues {
  firstName: string;
  lastName: string;
  phone: string;
  birthdate: string;
  defaultLangCode: LanguageCode;
}

export const mainInfoSchema = z.object({
  firstName: requiredText('name'),
  lastName: requiredText('name'),
  phone: nullableText('code'),
  birthdate: z.pipe(
    z
      .string()
      .check(
        z.refine((value: string) => value === '' || isIsoDate(value), { error: VALIDATOR.date }),
      ),
    z.transform((value: string) => (value === '' ? null : value)),
  ),
  defaultLangCode: z.custom<LanguageCode>((value) => value === 'en' || value === 'fr', {
    error: VALIDATOR.choice,
  }),
});

export function mainInfoToValues(account: MyAccount): MainInfoValues {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone ?? '',
    birthdate: account.birthdate ?? '',
    defaultLangCode: account.defaultLang.code === 'fr' ? 'fr' : 'en',
  };
}

export function toMainInfoPayload(output: z.output<typeof mainInfoSchema>): MyAccountPayload {
  return output;
}

// ---- Address book ---------------------------------------------------------------------------

export interface AddressFormValues {
  name: string;
  isDefault: boolean;
  address: {
    /** The nested address's id, kept from the saved address (null for a new one). */
    id: number | null;
    address: string;
    complementaryAddress: string;
    postalCode: string;
    city: string;
    countryCode: string | null;
  };
}

export const EMPTY_ADDRESS: AddressFormValues = {
  name: '',
  isDefault: false,
  address: {
    id: null,
    address: '',
    complementaryAddress: '',
    postalCode: '',
    city: '',
    countryCode: null,
  },
};

export const addressSchema = z.object({
  name: requiredText('name'),
  isDefault: z.boolean(),
  address: z.object({
    id: z.nullable(z.number()),
    address: requiredText('address'),
    complementaryAddress: nullableText('address'),
    postalCode: requiredText('code'),
    city: requiredText('name'),
    countryCode: requiredCountry(),
  }),
});

export function addressToValues(address: Address): AddressFormValues {
  return {
    name: address.name,
    isDefault: address.isDefault,
    address: {
      id: address.address.id,
      address: address.address.address,
      complementaryAddress: address.address.complementaryAddress ?? '',
      postalCode: address.address.postalCode,
      city: address.address.city,
      countryCode: address.address.countryCode,
    },
  };
}

/** What POST and PATCH send: the nested address keeps its id when it has one. */
export function toAddressPayload(output: z.output<typeof addressSchema>): AddressPayload {
  const { id, ...postal } = output.address;
  return {
    name: output.name,
    isDefault: output.isDefault,
    address: id === null ? postal : { ...postal, id },
  };
}

// ---- Security -------------------------------------------------------------------------------

export interface PasswordChangeValues {
  currentPassword: string;
  plainPassword: string;
  confirmation: string;
}

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = {
  currentPassword: '',
  plainPassword: '',
  confirmation: '',
};

export function passwordChangeSchema(minLength?: number) {
  return z
    .object({
      currentPassword: z
        .string()
        .check(z.refine((v: string) => v !== '', { error: VALIDATOR.required })),
      plainPassword: password(minLength),
      confirmation: z.string(),
    })
    .check(confirmation({ field: 'plainPassword', confirmField: 'confirmation' }));
}

export function toPasswordChangePayload(values: {
  currentPassword: string;
  plainPassword: string;
}): PasswordChangePayload {
  return { currentPassword: values.currentPassword, plainPassword: values.plainPassword };
}
