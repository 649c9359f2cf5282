import { useMemo } from 'react';
import { useListServiceCategoriesQuery } from '@/entities/service';
import { treeRows } from '@/lib/ui/resourceKit';

/** The categories as parents to choose from, in tree order, indented by level. */
export function useParentChoices() {
  const { data = [] } = useListServiceCategoriesQuery(null);
  return useMemo(
    () =>
      treeRows(data).map(({ node, level }) => ({
        value: node.id,
        label: `${'\u2003'.repeat(level - 1)}${node.name}`,
      })),
    [data],
  );
}
