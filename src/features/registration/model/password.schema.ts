import * as z from 'zod/mini';
import { confirmation, optionalText, password, requiredText } from '@/lib/validation';

export interface PasswordFormValues {
  password: string;
  confirmation: string;
}

export const EMPTY_PASSWORD: PasswordFormValues = { password: '', confirmation: '' };

/** A new password: the policy (VITE_PASSWORD_MIN_LENGTH) and its confirmation. */
export function passwordSchema(minLength?: number) {
  return z
    .object({ password: password(minLength), confirmation: z.string() })
    .check(confirmation());
}

export interface RegisterUserFormValues extends PasswordFormValues {
  firstName: string;
  lastName: string;
  phone: string;
}

export const EMPTY_REGISTER_USER: RegisterUserFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  ...EMPTY_PASSWORD,
};

export function registerUserSchema(minLength?: number) {
  return z
    .object({
      firstName: requiredText('name'),
      lastName: requiredText('name'),
      phone: optionalText('code'),
      password: password(minLength),
      confirmation: z.string(),
    })
    .check(confirmation());
}
