import { useMemo } from 'react';
import { CANCELLATION_RULES, useCancellationText } from '@/entities/quote';
import { useListServiceCategoriesQuery } from '@/entities/service';

/** The cancellation rules as choices, in the quote's words. */
export function useRuleOptions() {
  const { ruleText } = useCancellationText();
  return useMemo(
    () => CANCELLATION_RULES.map((value) => ({ value, label: ruleText(value) })),
    [ruleText],
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

export const useCategoryChoices = () => useCategoryOptions().options;
