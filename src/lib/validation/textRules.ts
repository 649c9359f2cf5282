import * as z from 'zod/mini';
import { VALIDATOR } from './messages';
import { maxText, required } from './rules';
import type { TextKind } from './textLimits';

/** The text as typed, trimmed, then checked by `rule` (e.g. `trimmed(required)`). */
export const trimmed = (rule: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.pipe(
      z.string({ error: VALIDATOR.required }),
      z.transform((value: string) => value.trim()),
    ),
    rule,
  );

/** A type guard for one of `values` (z.custom keeps zod's share of a chunk smaller than z.enum). */
export function isOneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** A choice among `values`; nothing chosen yet (null) reads as "required". */
export const choice = <T extends string>(values: readonly T[]) =>
  z.pipe(
    z.nullable(z.custom<T>(isOneOf(values), { error: VALIDATOR.choice })),
    z.transform((value: T | null, ctx) => {
      if (value !== null) return value;
      ctx.issues.push({ code: 'custom', message: VALIDATOR.required, input: value });
      return z.NEVER;
    }),
  );

/** Required text, trimmed, of at most `TEXT_MAX[kind]` characters. */
export const requiredText = (kind: TextKind) => trimmed(required.check(maxText(kind)));

/** Text that may be left empty (''), trimmed, of at most `TEXT_MAX[kind]` characters. */
export const optionalText = (kind: TextKind) => trimmed(z.string().check(maxText(kind)));

/** Like `optionalText`, with an empty text read as null (what the API takes for "none"). */
export const nullableText = (kind: TextKind) =>
  z.pipe(
    optionalText(kind),
    z.transform((value: string) => (value === '' ? null : value)),
  );
