/** Rules that look at more than one string: password confirmation and uploaded files. */
import * as z from 'zod/mini';
import { MAX_FILE_SIZE_BYTES } from '@/lib/config/constants';
import { VALIDATOR, messageWithValues } from './messages';
import { isFileLike, isFileSizeAllowed, isFileTypeAllowed, type FileLike } from './predicates';

export interface ConfirmationFields {
  /** The field to repeat; default `password`. */
  field?: string;
  /** The field holding the repetition, where the error shows; default `confirmation`. */
  confirmField?: string;
}

function read(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * A check for an object schema: `confirmField` must equal `field`. It runs even when other
 * fields already failed (`when`), so a person sees the mismatch together with the other errors.
 * Usage: `z.object({ password: password(), confirmation: z.string() }).check(confirmation())`.
 */
export function confirmation<T extends object>(
  fields: ConfirmationFields = {},
): z.core.$ZodCheck<T> {
  const field = fields.field ?? 'password';
  const confirmField = fields.confirmField ?? 'confirmation';
  return z.refine<T>((value) => read(value, field) === read(value, confirmField), {
    error: VALIDATOR.confirmation,
    path: [confirmField],
    when: (payload) => typeof read(payload.value, confirmField) === 'string',
  });
}

/** Claim evidence: jpg, png or pdf (spec section 5). Also usable as an input's `accept`. */
export const CLAIM_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export interface FileRuleOptions {
  /** Default 2 MiB, the spec's "2Mo". */
  maxBytes?: number;
  /** MIME types, `type/*` wildcards or extensions; empty accepts any type. */
  types?: readonly string[];
}

/** "application/pdf" -> "pdf", ".jpg" -> "jpg": the short names a person recognizes. */
function typesLabel(types: readonly string[]): string {
  return types.map((type) => type.replace(/^\./, '').replace(/^[a-z]+\//i, '')).join(', ');
}

/** A file (File, Blob with a name, or any `{ name, size, type }`) within size and type limits. */
export function fileRule({ maxBytes = MAX_FILE_SIZE_BYTES, types = [] }: FileRuleOptions = {}) {
  const maxMegabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return z.custom<FileLike>(isFileLike, { error: VALIDATOR.required }).check(
    z.refine((file: FileLike) => isFileSizeAllowed(file, maxBytes), {
      error: messageWithValues(VALIDATOR.fileSize, { max: maxMegabytes }),
    }),
    z.refine((file: FileLike) => isFileTypeAllowed(file, types), {
      error: messageWithValues(VALIDATOR.fileType, { types: typesLabel(types) }),
    }),
  );
}
