import { useCallback, useMemo } from 'react';
import { useListServiceCategoriesQuery } from '@/entities/service';

/** The shop's categories as choices ("Parent › Child" reads a child's name unambiguously). */
export function useCategoryChoices() {
  const { data = [] } = useListServiceCategoriesQuery(null);
  return useMemo(() => {
    const byId = new Map(data.map((category) => [category.id, category]));
    const label = (id: number | null): string => {
      const category = id === null ? undefined : byId.get(id);
      if (!category) return '';
      const parent = label(category.parentId);
      return parent === '' ? category.name : `${parent} › ${category.name}`;
    };
    return data
      .map((category) => ({ value: category.id, label: label(category.id) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [data]);
}

/** A category's name by id (its number while the tree loads). */
export function useCategoryNames() {
  const { data = [] } = useListServiceCategoriesQuery(null);
  return useCallback(
    (id: number) => data.find((category) => category.id === id)?.name ?? `#${id}`,
    [data],
  );
}
