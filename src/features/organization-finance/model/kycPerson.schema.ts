import * as z from 'zod/mini';
import { isCountryCode } from '@/lib/format/countries';
import { VALIDATOR, isoDate, requiredText } from '@/lib/validation';
import {
  KYC_PERSON_ROLES,
  type KycPerson,
  type KycPersonPayload,
  type KycPersonRole,
} from '@/entities/organization';

export interface KycPersonFormValues {
  firstName: string;
  lastName: string;
  birthdate: string;
  nationality: string | null;
  ownershipPercentage: string;
  role: string | null;
}

export const EMPTY_KYC_PERSON: KycPersonFormValues = {
  firstName: '',
  lastName: '',
  birthdate: '',
  nationality: null,
  ownershipPercentage: '',
  role: 'ultimate_beneficial_owner',
};

function isRole(value: unknown): value is KycPersonRole {
  return typeof value === 'string' && (KYC_PERSON_ROLES as readonly string[]).includes(value);
}

export const kycPersonSchema = z
  .object({
    firstName: requiredText('name'),
    lastName: requiredText('name'),
    birthdate: isoDate,
    nationality: z.pipe(
      z.nullable(z.string()),
      z.custom<string>((value) => typeof value === 'string' && isCountryCode(value), {
        error: VALIDATOR.country,
      }),
    ),
    ownershipPercentage: z.pipe(
      z.string(),
      z.transform((value: string, ctx): number | null => {
        const text = value.trim().replace(',', '.');
        if (text === '') return null;
        const number = Number(text);
        if (!Number.isFinite(number) || number < 0 || number > 100) {
          ctx.issues.push({ code: 'custom', message: VALIDATOR.percentage, input: value });
          return z.NEVER;
        }
        return number;
      }),
    ),
    role: z.pipe(
      z.nullable(z.string()),
      z.custom<KycPersonRole>(isRole, { error: VALIDATOR.required }),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.role === 'ultimate_beneficial_owner' && value.ownershipPercentage === null) {
        ctx.issues.push({
          code: 'custom',
          message: VALIDATOR.required,
          input: value.ownershipPercentage,
          path: ['ownershipPercentage'],
        });
      }
    }),
  );

export type KycPersonSchemaOutput = z.output<typeof kycPersonSchema>;

export function toKycPersonPayload(output: KycPersonSchemaOutput): KycPersonPayload {
  return output;
}

export function kycPersonToValues(person: KycPerson): KycPersonFormValues {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    birthdate: person.birthdate,
    nationality: person.nationality,
    ownershipPercentage:
      person.ownershipPercentage === null ? '' : String(person.ownershipPercentage),
    role: person.role,
  };
}
