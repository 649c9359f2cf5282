import * as z from 'zod/mini';
import type { UploadedFile } from '@/lib/api/files.types';
import {
  VALIDATOR,
  type FileLike,
  choice,
  fileRule,
  isPercentage,
  messageWithValues,
  optionalText,
  requiredFieldNumber,
  requiredText,
} from '@/lib/validation';
import {
  CANCELLATION_PARTIES,
  CANCELLATION_POLICY_LIMITS,
  CANCELLATION_POLICY_STATUSES,
  type CancellationParty,
  type CancellationPolicy,
  type CancellationPolicyPayload,
  type CancellationPolicyStatus,
} from './cancellationPolicy.types';
import { CANCELLATION_RULES, type CancellationRuleCode } from '@/entities/quote';

export interface ConditionRow {
  cancelledBy: CancellationParty | null;
  rule: CancellationRuleCode | null;
  priceRate: number | null;
}

/** What the policy form edits; the terms are kept (`terms`) or replaced (`termsFile`). */
export interface PolicyFormValues {
  name: string;
  description: string;
  status: CancellationPolicyStatus | null;
  groupDefault: boolean;
  categoryIds: number[];
  conditions: ConditionRow[];
  terms: UploadedFile | null;
  termsFile: FileLike | null;
}

export const EMPTY_CONDITION: ConditionRow = {
  cancelledBy: 'customer',
  rule: null,
  priceRate: null,
};

export const EMPTY_POLICY: PolicyFormValues = {
  name: '',
  description: '',
  status: 'active',
  groupDefault: false,
  categoryIds: [],
  conditions: [{ ...EMPTY_CONDITION }],
  terms: null,
  termsFile: null,
};

/** Spec section 5: a pdf of 2 Mo at most. */
export const TERMS_TYPES = ['application/pdf', '.pdf'] as const;

const percentCheck = z.refine<number>((value) => isPercentage(value), {
  error: VALIDATOR.percentage,
});

const conditionSchema = z.object({
  cancelledBy: choice(CANCELLATION_PARTIES),
  rule: choice(CANCELLATION_RULES),
  priceRate: requiredFieldNumber(percentCheck),
});

const { conditions: MAX_CONDITIONS, categories: MAX_CATEGORIES } = CANCELLATION_POLICY_LIMITS;

/** The API's keys for its whole-policy rules, so both say the same (validation.ts there). */
export const DEFAULT_MUST_BE_ACTIVE = 'errors.cancellation_policy_default_inactive';
export const POLICY_WITHOUT_CATEGORY = 'errors.cancellation_policy_without_category';

export const policySchema = z
  .object({
    name: requiredText('name'),
    description: optionalText('description'),
    status: choice(CANCELLATION_POLICY_STATUSES),
    groupDefault: z.boolean(),
    categoryIds: z.array(z.number()).check(
      z.maxLength(MAX_CATEGORIES, {
        error: messageWithValues(VALIDATOR.quantityMax, { max: MAX_CATEGORIES }),
      }),
    ),
    conditions: z.array(conditionSchema).check(
      z.minLength(1, { error: VALIDATOR.required }),
      z.maxLength(MAX_CONDITIONS, {
        error: messageWithValues(VALIDATOR.quantityMax, { max: MAX_CONDITIONS }),
      }),
    ),
    terms: z.nullable(z.custom<UploadedFile>()),
    termsFile: z.nullable(fileRule({ types: TERMS_TYPES })),
  })
  .check(
    // Both run even when other fields fail, so the whole-policy rules show with the rest.
    z.refine((policy) => !policy.groupDefault || policy.status === 'active', {
      error: DEFAULT_MUST_BE_ACTIVE,
      path: ['groupDefault'],
      when: () => true,
    }),
    z.refine((policy) => policy.groupDefault || policy.categoryIds.length > 0, {
      error: POLICY_WITHOUT_CATEGORY,
      path: ['categoryIds'],
      when: () => true,
    }),
  );

export type PolicyFormOutput = z.output<typeof policySchema>;

/** The payload without the terms, which may first need an upload (`termsFile`). */
export interface PolicyDraft {
  payload: Omit<CancellationPolicyPayload, 'termsFileId'>;
  keptTermsId: number | null;
  termsFile: File | null;
}

export function toPolicyDraft(output: PolicyFormOutput): PolicyDraft {
  const { terms, termsFile, ...payload } = output;
  // The file input only ever holds a File; FileLike is the rule's wider input type.
  const file = termsFile instanceof File ? termsFile : null;
  return { payload, keptTermsId: terms?.id ?? null, termsFile: file };
}

export function policyToValues(policy: CancellationPolicy): PolicyFormValues {
  return {
    name: policy.name,
    description: policy.description,
    status: policy.status,
    groupDefault: policy.groupDefault,
    categoryIds: [...policy.categoryIds],
    conditions: policy.conditions.map((condition) => ({
      cancelledBy: condition.cancelledBy,
      rule: CANCELLATION_RULES.find((rule) => rule === condition.rule) ?? null,
      priceRate: condition.priceRate,
    })),
    terms: policy.terms,
    termsFile: null,
  };
}

/** A copy is another policy: not the group default (one per organization), its own name. */
export function policyToDuplicate(policy: CancellationPolicy): PolicyFormValues {
  return { ...policyToValues(policy), name: '', groupDefault: false };
}
