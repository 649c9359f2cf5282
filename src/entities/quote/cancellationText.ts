import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCancellationRule } from './cancellation';
import type { CancellationCondition } from './quotes.types';

/** The namespace of the texts below: every route that shows a rule or a condition loads it. */
export const CANCELLATION_NAMESPACE = 'cancellation';

/** A cancellation rule of section 9 in words ("Less than 2 days before departure"). */
export function cancellationRuleText(t: TFunction, rule: string): string {
  const parsed = parseCancellationRule(rule);
  switch (parsed.kind) {
    case 'always':
      return t('cancellation:rules.always');
    case 'before':
      return t(`cancellation:rules.before_${parsed.unit}`, { count: parsed.count });
    case 'changed':
      return t('cancellation:rules.changed', { count: parsed.hours });
    case 'not_rescheduled':
      return t('cancellation:rules.not_rescheduled');
    case 'unknown':
      return parsed.raw;
  }
}

/**
 * A whole condition in words, as a buyer reads it ("Cancelled by the customer less than 2 days
 * before: 50% of the price is kept.").
 */
export function cancellationConditionText(t: TFunction, condition: CancellationCondition): string {
  const parsed = parseCancellationRule(condition.rule);
  const who = t(`cancellation:condition.by.${condition.cancelledBy}`);
  const rate = condition.priceRate;
  switch (parsed.kind) {
    case 'always':
      return t('cancellation:condition.always', { who, rate });
    case 'before':
      return t(`cancellation:condition.before.${parsed.unit}`, { who, rate, count: parsed.count });
    case 'changed':
      return t('cancellation:condition.changed', { who, rate, count: parsed.hours });
    case 'not_rescheduled':
      return t('cancellation:condition.notRescheduled', { who, rate });
    case 'unknown':
      return t('cancellation:condition.other', { who, rate, rule: parsed.raw });
  }
}

/** The two texts above, bound to the current language. */
export function useCancellationText() {
  const { t } = useTranslation(CANCELLATION_NAMESPACE);
  const ruleText = useCallback((rule: string) => cancellationRuleText(t, rule), [t]);
  const conditionText = useCallback(
    (condition: CancellationCondition) => cancellationConditionText(t, condition),
    [t],
  );
  return useMemo(() => ({ ruleText, conditionText }), [ruleText, conditionText]);
}
