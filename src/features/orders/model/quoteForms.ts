/**
 * The small forms of the quote actions: line statuses and dates, claim, claim answer and
 * cancellation policies. Values, zod schemas and payloads; pure, tested beside.
 */
import * as z from 'zod/mini';
import {
  CLAIM_NATURES,
  REFUND_TYPES,
  type ApplyCancellationPayload,
  type ClaimAnswerPayload,
  type ClaimNature,
  type QuoteLine,
  type QuoteLineStatus,
  type RefundType,
} from '@/entities/quote';
import { amountCheck, percentCheck } from './quoteEdit';
import {
  maxText,
  requiredFieldNumber,
  isFileSizeAllowed,
  isFileTypeAllowed,
  isOneOf,
  required,
  VALIDATOR,
} from '@/lib/validation';
import { cancellationApplicationErrors, isWaiver, type CancellationDue } from '@/entities/quote';

/* Line statuses ------------------------------------------------------------------------------ */

export interface LineStatusValues {
  lines: Array<{ id: number; status: QuoteLineStatus }>;
}

export function lineStatusValues(lines: readonly QuoteLine[]): LineStatusValues {
  return { lines: lines.map((line) => ({ id: line.id, status: line.status })) };
}

/** Only the lines whose status moved are sent. */
export function changedStatuses(
  lines: readonly QuoteLine[],
  values: LineStatusValues,
): LineStatusValues['lines'] {
  return values.lines.filter(
    (value) => lines.find((line) => line.id === value.id)?.status !== value.status,
  );
}

/* Line dates --------------------------------------------------------------------------------- */

export interface LineDatesValues {
  lines: Array<{ id: number; startAt: string | null; endAt: string | null }>;
}

export function lineDatesValues(lines: readonly QuoteLine[]): LineDatesValues {
  return {
    lines: lines.map((line) => ({ id: line.id, startAt: line.startAt, endAt: line.endAt })),
  };
}

export const lineDatesSchema = z.object({
  lines: z.array(
    z
      .object({ id: z.number(), startAt: z.nullable(z.string()), endAt: z.nullable(z.string()) })
      .check(
        z.refine(
          (line) =>
            line.startAt === null ||
            line.endAt === null ||
            Date.parse(line.startAt) <= Date.parse(line.endAt),
          { error: 'validator.end_before_start', path: ['endAt'] },
        ),
      ),
  ),
});

/* Claim -------------------------------------------------------------------------------------- */

/** Evidence: jpg, png or pdf, 2 Mo at most (spec section 5). */
export const EVIDENCE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const EVIDENCE_MAX_BYTES = 2 * 1024 * 1024;

export interface ClaimValues {
  nature: ClaimNature | null;
  comment: string;
  file: File | null;
}

export const EMPTY_CLAIM: ClaimValues = { nature: null, comment: '', file: null };

export const claimSchema = z.object({
  nature: z.pipe(
    z.nullable(z.custom<ClaimNature>(isOneOf(CLAIM_NATURES), { error: VALIDATOR.choice })),
    z.transform((value: ClaimNature | null, ctx) => {
      if (value !== null) return value;
      ctx.issues.push({ code: 'custom', message: VALIDATOR.required, input: value });
      return z.NEVER;
    }),
  ),
  comment: required.check(maxText('comment')),
  file: z.nullable(
    z
      .custom<File>((value) => value instanceof File, { error: VALIDATOR.fileType })
      .check(
        z.refine((file) => isFileTypeAllowed(file, EVIDENCE_TYPES), {
          error: VALIDATOR.fileType,
        }),
        z.refine((file) => isFileSizeAllowed(file, EVIDENCE_MAX_BYTES), {
          error: VALIDATOR.fileSize,
        }),
      ),
  ),
});
export type ClaimOutput = z.output<typeof claimSchema>;

/* Claim answer ------------------------------------------------------------------------------- */

export interface ClaimAnswerValues {
  refundType: RefundType | null;
  amount: number | null;
}

/** partial_refund needs an amount above 0 and below the order's total. */
export function claimAnswerSchema(total: number) {
  return z
    .object({
      refundType: z.nullable(z.custom<RefundType>(isOneOf(REFUND_TYPES))),
      amount: z.nullable(z.number({ error: VALIDATOR.number }).check(amountCheck)),
    })
    .check(
      z.refine((values) => values.refundType !== null, {
        error: VALIDATOR.required,
        path: ['refundType'],
      }),
      z.refine(
        (values) =>
          values.refundType !== 'partial_refund' ||
          (values.amount !== null && values.amount > 0 && values.amount < total),
        { error: 'validator.refund_amount', path: ['amount'] },
      ),
    );
}

export function toClaimAnswerPayload(values: ClaimAnswerValues): ClaimAnswerPayload | null {
  if (values.refundType === null) return null;
  return {
    refundType: values.refundType,
    amount: values.refundType === 'partial_refund' ? values.amount : null,
  };
}

/* Cancellation policies ---------------------------------------------------------------------- */

/** The rule is the policy's (shown, not chosen); the seller sets the rate and, when lower, why. */
export interface CancellationValues {
  priceRate: number | null;
  waiverReason: string;
}

export function cancellationValues(due: CancellationDue | null): CancellationValues {
  return { priceRate: due?.priceRate ?? 0, waiverReason: '' };
}

/**
 * The application against what the order's policy charges (`due`, null when no condition
 * matches): the demo API's own check (`cancellationApplicationErrors`), so the dialog refuses a
 * higher rate and asks a reason for a lower one in the API's words.
 */
export function cancellationSchema(due: CancellationDue | null) {
  return z.object({ priceRate: requiredFieldNumber(percentCheck), waiverReason: z.string() }).check(
    z.superRefine((values, ctx) => {
      const errors = cancellationApplicationErrors(due, toCancellationPayload(due, values));
      for (const [field, messages] of Object.entries(errors)) {
        for (const message of messages) {
          ctx.addIssue({ code: 'custom', message, path: [field], input: values });
        }
      }
    }),
  );
}
export type CancellationOutput = z.output<ReturnType<typeof cancellationSchema>>;

export function toCancellationPayload(
  due: CancellationDue | null,
  values: CancellationOutput,
): ApplyCancellationPayload {
  const waiverReason = values.waiverReason.trim();
  return {
    rule: due?.rule ?? null,
    priceRate: values.priceRate,
    waiverReason: isWaiver(due, values.priceRate) && waiverReason !== '' ? waiverReason : null,
  };
}
