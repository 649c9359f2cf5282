/**
 * Every form's text fields stop at their maximum (TEXT_MAX) with the length message: one row
 * per schema and field. It lives here, beside the screens, because it reads every feature.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { mainInfoSchema, addressSchema } from '@/features/account/model/account.schemas';
import { crewMemberSchema } from '@/features/fleet/model/crewMember.schema';
import { aircraftSchema } from '@/features/fleet/model/organizationAircraft.schema';
import { helicopterSchema } from '@/features/fleet/model/organizationHelicopter.schema';
import { flightPlanSchema, passengerSchema } from '@/features/legs/model/leg.schemas';
import { quoteEditSchema } from '@/features/orders/model/quoteEdit';
import { claimSchema } from '@/features/orders/model/quoteForms';
import { bankAccountSchema } from '@/features/organization-finance/model/bankAccount.schema';
import { kycPersonSchema } from '@/features/organization-finance/model/kycPerson.schema';
import {
  emergencyContactSchema,
  infosSchema,
  legalSchema,
  presentationSchema,
} from '@/features/organization-profile/model/profile.schema';
import { inviteSchema, workroleSchema } from '@/features/organization-users/model/invite.schema';
import { registerUserSchema } from '@/features/registration/model/password.schema';
import { buyerRegistrationSchema } from '@/features/registration/model/registration.schema';
import { slotAttributionSchema } from '@/features/slots/model/slotForms';
import { flightStepSchema } from '@/features/trips/edit/flightStepForm';
import { transferSchema } from '@/features/trips/edit/transferForm';
import { tripSchema } from '@/features/trips/edit/tripForm';
import { demoCardSchema, demoSepaSchema } from '@/entities/payment';
import { TEXT_MAX, lengthMaxMessage, type TextKind } from '@/lib/validation';

/** `{ a: { b: [ { c: value } ] } }` from `a.b.0.c`. */
function valuesWith(path: string, value: string): unknown {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => {
      if (/^\d+$/.test(key)) {
        const list: unknown[] = [];
        list[Number(key)] = inner;
        return list;
      }
      return { [key]: inner };
    }, value);
}

function messagesAt(schema: z.ZodMiniType, path: string, value: string): string[] {
  const result = schema.safeParse(valuesWith(path, value));
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.join('.') === path)
    .map((issue) => issue.message);
}

const noZone = () => undefined;

const ROWS: [string, string, TextKind, z.ZodMiniType][] = [
  ['trip', 'name', 'name', tripSchema],
  ['leg', 'passengers.0.name', 'name', flightStepSchema(noZone)],
  ['transfer', 'destination', 'address', transferSchema(noZone)],
  ['passenger', 'name', 'name', passengerSchema],
  ['flight plan', 'route', 'description', flightPlanSchema],
  ['buyer registration', 'legalName', 'name', buyerRegistrationSchema],
  ['buyer registration', 'address.city', 'name', buyerRegistrationSchema],
  ['buyer registration', 'address.address', 'address', buyerRegistrationSchema],
  ['buyer registration', 'address.additionalInformations', 'comment', buyerRegistrationSchema],
  ['buyer registration', 'address.contactEmail', 'email', buyerRegistrationSchema],
  ['buyer registration', 'emergencyContact.jobTitle', 'name', buyerRegistrationSchema],
  ['invited user', 'lastName', 'name', registerUserSchema(8)],
  ['my account', 'firstName', 'name', mainInfoSchema],
  ['address book', 'address.complementaryAddress', 'address', addressSchema],
  ['quote lines', 'lines.0.comment', 'comment', quoteEditSchema],
  ['claim', 'comment', 'comment', claimSchema],
  ['slot attribution', 'number', 'code', slotAttributionSchema('Europe/Paris')],
  ['organization', 'legalName', 'name', infosSchema],
  ['organization', 'headOffice.postalCode', 'code', infosSchema],
  ['organization legal', 'legalForm', 'name', legalSchema],
  ['presentation', 'description.en', 'description', presentationSchema],
  ['presentation', 'description.fr', 'description', presentationSchema],
  ['emergency contact', 'jobTitle', 'name', emergencyContactSchema],
  ['invitation', 'firstName', 'name', inviteSchema],
  ['workrole', 'name', 'name', workroleSchema],
  ['bank account', 'holder', 'name', bankAccountSchema],
  ['KYC person', 'lastName', 'name', kycPersonSchema],
  ['aircraft', 'name', 'name', aircraftSchema],
  ['helicopter', 'description', 'description', helicopterSchema],
  ['crew member', 'firstName', 'name', crewMemberSchema],
  ['card payment', 'holder', 'name', demoCardSchema()],
  ['SEPA payment', 'holder', 'name', demoSepaSchema],
];

describe('text fields have a maximum length', () => {
  it.each(ROWS)('%s: %s stops at its %s maximum', (_form, path, kind, schema) => {
    const max = TEXT_MAX[kind];
    const message = lengthMaxMessage(max);
    // The e-mail rule checks the shape too: keep it an address whatever its length.
    const text = (length: number) =>
      kind === 'email'
        ? `${'a'.repeat(length - '@demo.aero'.length)}@demo.aero`
        : 'A'.repeat(length);
    expect(messagesAt(schema, path, text(max))).not.toContain(message);
    expect(messagesAt(schema, path, text(max + 1))).toContain(message);
  });

  it('counts the text as sent: blanks around it are trimmed first', () => {
    expect(messagesAt(tripSchema, 'name', `  ${'A'.repeat(TEXT_MAX.name)}  `)).toEqual([]);
  });
});
