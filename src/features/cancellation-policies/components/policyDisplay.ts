import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CANCELLATION_PARTIES,
  CANCELLATION_POLICY_STATUSES,
} from '../model/cancellationPolicy.types';
import { CANCELLATION_RULES, useCancellationText } from '@/entities/quote';
import { useListServiceCategoriesQuery } from '@/entities/service';

/** Status, party and rule choices, translated. */
export function usePolicyOptions() {
  const { t } = useTranslation('cancellationPolicies');
  const { ruleText } = useCancellationText();
  return useMemo(
    () => ({
      statuses: CANCELLATION_POLICY_STATUSES.map((value) => ({
        value,
        label: t(`statuses.${value}`),
      })),
      parties: CANCELLATION_PARTIES.map((value) => ({ value, label: t(`parties.${value}`) })),
      rules: CANCELLATION_RULES.map((value) => ({ value, label: ruleText(value) })),
    }),
    [t, ruleText],
  );
}

/** The shop's categories (the catalogue's tree) as choices, and a way to name an id. */
export function useCategoryOptions() {
  const { data = [] } = useListServiceCategoriesQuery(null);
  return useMemo(() => {
    const options = data.map((category) => ({ value: category.id, label: category.name }));
    const nameOf = (id: number) => options.find((o) => o.value === id)?.label ?? `#${id}`;
    return { options, nameOf };
  }, [data]);
}
