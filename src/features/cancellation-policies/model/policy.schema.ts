import type { UploadedFile } from '@/lib/api/files.types';
import { filled } from '@/lib/ui/resourceKit';
import type { FileLike } from '@/lib/validation';
import type {
  CancellationParty,
  CancellationPolicy,
  CancellationPolicyPayload,
  CancellationPolicyStatus,
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

/** Spec section 5: a pdf of 2 Mo at most. */
export const TERMS_TYPES = ['application/pdf', '.pdf'] as const;

/** The API's keys for its whole-policy rules, so both say the same (validation.ts there). */
export const DEFAULT_MUST_BE_ACTIVE = 'errors.cancellation_policy_default_inactive';
export const POLICY_WITHOUT_CATEGORY = 'errors.cancellation_policy_without_category';

/** The payload without the terms, which may first need an upload (`termsFile`). */
export interface PolicyDraft {
  payload: Omit<CancellationPolicyPayload, 'termsFileId'>;
  keptTermsId: number | null;
  termsFile: File | null;
}

/** The checked values (their required fields filled) as the payload and the terms to send. */
export function toPolicyDraft(values: PolicyFormValues): PolicyDraft {
  const { terms, termsFile, status, conditions, ...rest } = values;
  const payload = {
    ...rest,
    status: filled(status),
    conditions: conditions.map((row) => ({
      cancelledBy: filled(row.cancelledBy),
      rule: filled(row.rule),
      priceRate: filled(row.priceRate),
    })),
  };
  // The file input only ever holds a File; FileLike is the rule's wider input type.
  const file = termsFile instanceof File ? termsFile : null;
  return { payload, keptTermsId: terms?.id ?? null, termsFile: file };
}

export function policyToValues(policy: CancellationPolicy): PolicyFormValues {
  return {
    ...policy,
    categoryIds: [...policy.categoryIds],
    conditions: policy.conditions.map((condition) => ({
      ...condition,
      rule: CANCELLATION_RULES.find((rule) => rule === condition.rule) ?? null,
    })),
    termsFile: null,
  };
}
