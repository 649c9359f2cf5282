import * as z from 'zod/mini';
import { VALIDATOR, maxText, type TextKind } from '@/lib/validation';

/** Pieces shared by the fleet's aircraft and helicopter schemas. */

/** The text as typed, trimmed, then checked by `rule`. */
export const trimmed = (rule: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.pipe(
      z.string({ error: VALIDATOR.required }),
      z.transform((value: string) => value.trim()),
    ),
    rule,
  );

/** Optional text, trimmed and upper-cased (call signs, AOC numbers); blank is null. */
export const optionalUpper = z.pipe(
  z.string().check(maxText('code')),
  z.transform((value: string) => (value.trim() === '' ? null : value.trim().toUpperCase())),
);

/** Optional text of at most `TEXT_MAX[kind]`, trimmed; blank is null. */
export const optionalText = (kind: TextKind) =>
  z.pipe(
    z.string().check(maxText(kind)),
    z.transform((value: string) => (value.trim() === '' ? null : value.trim())),
  );

export function isOneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): value is T =>
    typeof value === 'string' && values.some((candidate) => candidate === value);
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
