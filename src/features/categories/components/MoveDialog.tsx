import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/lib/ui';
import { canMoveUnder, treeRows } from '@/lib/ui/resourceKit';
import type { CategoryUsage } from '../api/categories.api';

const TOP = 'top';

/** The keyboard's way to re-parent: a category's new parent, among those it may go under. */
export function MoveDialog(props: {
  category: CategoryUsage;
  categories: readonly CategoryUsage[];
  onMove: (parentId: number | null) => void;
  onClose: () => void;
}) {
  const { category, categories, onMove, onClose } = props;
  const { t } = useTranslation('categories');
  const [parent, setParent] = useState(String(category.parentId ?? TOP));
  const choices = treeRows(categories).filter(({ node }) =>
    canMoveUnder(categories, category.id, node.id),
  );
  return (
    <ConfirmDialog
      open
      title={t('move.title', { name: category.name })}
      confirmLabel={t('move.confirm')}
      onClose={onClose}
      onConfirm={() => onMove(parent === TOP ? null : Number(parent))}
    >
      <TextField
        select
        fullWidth
        label={t('move.parent')}
        value={parent}
        onChange={(event) => setParent(event.target.value)}
        sx={{ mt: 1 }}
      >
        <MenuItem value={TOP}>{t('move.top')}</MenuItem>
        {choices.map(({ node, level }) => (
          <MenuItem key={node.id} value={String(node.id)}>
            {`${'\u2003'.repeat(level - 1)}${node.name}`}
          </MenuItem>
        ))}
      </TextField>
    </ConfirmDialog>
  );
}
