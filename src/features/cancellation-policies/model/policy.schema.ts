import { filled, uploadedId, type UploadValue } from '@/lib/ui/resourceKit';
import type { Schemas } from '@/lib/api/contract';
import type { CancellationPolicy, CancellationPolicyPayload } from './cancellationPolicy.types';
import { CANCELLATION_RULES, type CancellationRuleCode } from '@/entities/quote';

export interface ConditionRow {
  cancelledBy: Schemas['CancellationParty'] | null;
  rule: CancellationRuleCode | null;
  priceRate: number | null;
}

/** What the policy form edits; its terms kept, replaced by a new pdf, or none. */
export interface PolicyFormValues {
  name: string;
  description: string;
  status: Schemas['CancellationPolicyStatus'] | null;
  groupDefault: boolean;
  categoryIds: number[];
  conditions: ConditionRow[];
  terms: UploadValue;
}

export const EMPTY_CONDITION: ConditionRow = {
  cancelledBy: 'customer',
  rule: null,
  priceRate: null,
};

/** The checked values (their required fields filled, a new pdf uploaded) as the payload. */
export function toPolicyPayload(values: PolicyFormValues): CancellationPolicyPayload {
  const { terms, status, conditions, ...rest } = values;
  return {
    ...rest,
    status: filled(status),
    conditions: conditions.map((row) => ({
      cancelledBy: filled(row.cancelledBy),
      rule: filled(row.rule),
      priceRate: filled(row.priceRate),
    })),
    termsFileId: uploadedId(terms),
  };
}

export function policyToValues(policy: CancellationPolicy): PolicyFormValues {
  return {
    ...policy,
    categoryIds: [...policy.categoryIds],
    conditions: policy.conditions.map((condition) => ({
      ...condition,
      rule: CANCELLATION_RULES.find((rule) => rule === condition.rule) ?? null,
    })),
  };
}
