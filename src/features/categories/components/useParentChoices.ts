import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useListServiceCategoriesQuery } from '@/entities/service';
import { canMoveUnder, treeRows } from '@/lib/ui/resourceKit';

/**
 * The categories as parents to choose from, in tree order, indented by level. On the edit page
 * (`/category/:id`) the category itself and its descendants are left out: the API refuses a
 * category under itself, so the form does not offer it.
 */
export function useParentChoices() {
  const { data = [] } = useListServiceCategoriesQuery(null);
  const edited = Number(useParams().id);
  return useMemo(
    () =>
      treeRows(data)
        .filter(({ node }) => !Number.isInteger(edited) || canMoveUnder(data, edited, node.id))
        .map(({ node, level }) => ({
          value: node.id,
          label: `${'\u2003'.repeat(level - 1)}${node.name}`,
        })),
    [data, edited],
  );
}
