import type { Schemas } from '../../../lib/api/contract';
import {
  cancellationPartyValues,
  cancellationPolicyChangesLimits,
  cancellationPolicyStatusValues,
} from '../../../lib/contract/generated/constants';
import { isCancellationRule, type CancellationCondition } from '../../../entities/quote/contract';
import { isPercentage } from '../../../lib/validation/predicates';
import { messageWithValues } from '../../../lib/validation/messages';
import {
  VALIDATOR,
  addError,
  isJsonObject,
  lengthMaxMessage,
  requiredTextError,
  type JsonObject,
} from '../../api';
import { db } from '../../db';
import { ownUpload } from '../files';

type Errors = Record<string, string[]>;

/** The document's bounds of a policy (400 beyond them). */
const {
  name: NAME,
  description: DESCRIPTION,
  conditions,
  categoryIds,
} = cancellationPolicyChangesLimits;
const MAX_CONDITIONS = conditions.maxItems;
const MAX_CATEGORIES = categoryIds.maxItems;

function tooMany(max: number): string {
  return messageWithValues(VALIDATOR.quantityMax, { max });
}

function oneOf<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return values.find((value) => value === raw);
}

function readConditions(raw: unknown, errors: Errors): CancellationCondition[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) {
    addError(errors, 'conditions', VALIDATOR.required);
    return undefined;
  }
  if (raw.length > MAX_CONDITIONS) {
    addError(errors, 'conditions', tooMany(MAX_CONDITIONS));
    return undefined;
  }
  const conditions: CancellationCondition[] = [];
  raw.forEach((item: unknown, index) => {
    const row: JsonObject = isJsonObject(item) ? item : {};
    const at = (field: string) => `conditions.${index}.${field}`;
    const cancelledBy = oneOf(cancellationPartyValues, row.cancelledBy);
    if (cancelledBy === undefined) {
      addError(errors, at('cancelledBy'), row.cancelledBy ? VALIDATOR.choice : VALIDATOR.required);
    }
    const rule = typeof row.rule === 'string' ? row.rule : '';
    if (!isCancellationRule(rule)) {
      addError(errors, at('rule'), rule === '' ? VALIDATOR.required : VALIDATOR.choice);
    }
    const rate = row.priceRate;
    if (typeof rate !== 'number' || !isPercentage(rate)) {
      addError(
        errors,
        at('priceRate'),
        rate === undefined || rate === null ? VALIDATOR.required : VALIDATOR.percentage,
      );
    }
    if (cancelledBy && isCancellationRule(rule) && typeof rate === 'number') {
      conditions.push({ cancelledBy, rule, priceRate: rate });
    }
  });
  return conditions;
}

function readCategories(raw: unknown, errors: Errors): number[] | undefined {
  if (!Array.isArray(raw)) {
    addError(errors, 'categoryIds', VALIDATOR.choice);
    return undefined;
  }
  const ids = [...new Set(raw)];
  if (ids.length > MAX_CATEGORIES) {
    addError(errors, 'categoryIds', tooMany(MAX_CATEGORIES));
    return undefined;
  }
  // The shop's category tree (read, not imported: the shop reads this domain).
  const known = (id: unknown): id is number =>
    typeof id === 'number' && db.shopCategories.some((category) => category.id === id);
  if (!ids.every(known)) {
    addError(errors, 'categoryIds', VALIDATOR.choice);
    return undefined;
  }
  return ids;
}

/** A pdf the organization uploaded (POST api/file), or null. */
function readTerms(
  raw: unknown,
  organizationId: number,
  userId: number,
  errors: Errors,
): number | null | undefined {
  if (raw === null || raw === undefined) return null;
  const file = typeof raw === 'number' ? ownUpload(raw, organizationId, userId) : undefined;
  if (!file || file.contentType !== 'application/pdf') {
    addError(errors, 'termsFileId', messageWithValues(VALIDATOR.fileType, { types: 'PDF' }));
    return undefined;
  }
  return file.id;
}

export interface PolicyPayloadResult {
  payload: Partial<Schemas['CancellationPolicyPayload']>;
  errors: Errors | null;
}

/**
 * The fields of a POST (every one but description and terms) or of a PATCH (only those sent),
 * with `validator.*` errors by field (`conditions.1.rule`). Fields outside the contract are
 * ignored. The rules that read the whole policy are `policyRuleErrors`.
 */
export function readPolicyPayload(
  body: JsonObject,
  partial: boolean,
  owner: { organizationId: number; userId: number },
): PolicyPayloadResult {
  const payload: Partial<Schemas['CancellationPolicyPayload']> = {};
  const errors: Errors = {};
  const sent = (key: keyof Schemas['CancellationPolicyPayload']) =>
    !partial || Object.hasOwn(body, key);
  if (sent('name')) {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    const error = requiredTextError(name, NAME.maxLength);
    if (error) addError(errors, 'name', error);
    else payload.name = name;
  }
  if (sent('description')) {
    const description = typeof body.description === 'string' ? body.description.trim() : '';
    if (description.length > DESCRIPTION.maxLength) {
      addError(errors, 'description', lengthMaxMessage(DESCRIPTION.maxLength));
    } else payload.description = description;
  }
  if (sent('status')) {
    const status = oneOf(cancellationPolicyStatusValues, body.status);
    if (status) payload.status = status;
    else addError(errors, 'status', body.status ? VALIDATOR.choice : VALIDATOR.required);
  }
  if (sent('groupDefault')) {
    if (typeof body.groupDefault === 'boolean') payload.groupDefault = body.groupDefault;
    else addError(errors, 'groupDefault', VALIDATOR.required);
  }
  if (sent('categoryIds')) {
    const ids = readCategories(body.categoryIds ?? [], errors);
    if (ids) payload.categoryIds = ids;
  }
  if (sent('conditions')) {
    const conditions = readConditions(body.conditions, errors);
    if (conditions) payload.conditions = conditions;
  }
  if (sent('termsFileId')) {
    const terms = readTerms(body.termsFileId, owner.organizationId, owner.userId, errors);
    if (terms !== undefined) payload.termsFileId = terms;
  }
  return { payload, errors: Object.keys(errors).length > 0 ? errors : null };
}

export const DEFAULT_MUST_BE_ACTIVE = 'errors.cancellation_policy_default_inactive';
export const POLICY_WITHOUT_CATEGORY = 'errors.cancellation_policy_without_category';

/**
 * The rules on the policy as it will be stored: the group default is active (an inactive
 * default would leave the seller's other products without a policy, unnoticed), and any other
 * policy covers at least one category (else it would never apply).
 */
export function policyRuleErrors(policy: Schemas['CancellationPolicyPayload']): Errors | null {
  if (policy.groupDefault && policy.status !== 'active') {
    return { groupDefault: [DEFAULT_MUST_BE_ACTIVE] };
  }
  if (!policy.groupDefault && policy.categoryIds.length === 0) {
    return { categoryIds: [POLICY_WITHOUT_CATEGORY] };
  }
  return null;
}
