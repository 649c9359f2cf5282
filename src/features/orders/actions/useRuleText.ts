import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCancellationRule } from '@/entities/quote';

/** A cancellation rule of section 9 in words ("Less than 2 days before departure"). */
export function useRuleText(): (rule: string) => string {
  const { t } = useTranslation('orders');
  return useCallback(
    (rule: string) => {
      const parsed = parseCancellationRule(rule);
      switch (parsed.kind) {
        case 'always':
          return t('rules.always');
        case 'before':
          return t(`rules.before_${parsed.unit}`, { count: parsed.count });
        case 'changed':
          return t('rules.changed', { count: parsed.hours });
        case 'not_rescheduled':
          return t('rules.not_rescheduled');
        case 'unknown':
          return parsed.raw;
      }
    },
    [t],
  );
}
