import * as z from 'zod/mini';
import type { Right } from '@/lib/auth/types';
import { VALIDATOR, email, requiredText } from '@/lib/validation';

/** What the invitation form edits. */
export interface InviteFormValues {
  email: string;
  firstName: string;
  lastName: string;
  workroleId: number | null;
  rights: Right[];
}

export const EMPTY_INVITATION: InviteFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  workroleId: null,
  rights: [],
};

const trimmed = (rule: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.pipe(
      z.string({ error: VALIDATOR.required }),
      z.transform((value: string) => value.trim()),
    ),
    rule,
  );

function isRightList(value: unknown): value is Right[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof Reflect.get(item, 'action') === 'string' &&
        typeof Reflect.get(item, 'subject') === 'string',
    )
  );
}

/** A workrole must be chosen: null reads as "required". */
export const workroleId = z.pipe(
  z.nullable(z.number({ error: VALIDATOR.choice })),
  z.transform((value: number | null, ctx) => {
    if (value !== null) return value;
    ctx.issues.push({ code: 'custom', message: VALIDATOR.required, input: value });
    return z.NEVER;
  }),
);

export const rightsSchema = z.custom<Right[]>(isRightList, { error: VALIDATOR.choice });

export const inviteSchema = z.object({
  email: trimmed(email),
  firstName: requiredText('name'),
  lastName: requiredText('name'),
  workroleId,
  rights: rightsSchema,
});

export type InviteSchemaOutput = z.output<typeof inviteSchema>;

export const workroleSchema = z.object({
  name: requiredText('name'),
  rights: rightsSchema,
});

export interface WorkroleFormValues {
  name: string;
  rights: Right[];
}
