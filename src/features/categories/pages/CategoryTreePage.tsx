import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { ConfirmDialog, PageHeader } from '@/lib/ui';
import { TreeView } from '@/lib/ui/resourceKit';
import {
  categoriesApi,
  useCategoryUsageQuery,
  useMoveCategoryMutation,
  type CategoryUsage,
} from '../api/categories.api';
import { MoveDialog } from '../components/MoveDialog';
import { categories } from '../resource';

/** "3 services · 1 cancellation policy": what uses a category (what keeps it from deletion). */
function UsageText({ category }: { category: CategoryUsage }) {
  const { t } = useTranslation('categories');
  const { services, cancellationPolicies, attributes, productNames } = category;
  const parts = [
    t('uses.services', { count: services }),
    t('uses.policies', { count: cancellationPolicies }),
    t('uses.attributes', { count: attributes }),
    t('uses.productNames', { count: productNames }),
  ];
  return (
    <Typography variant="body2" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
}

/**
 * /categories [OPERATOR_CATEGORY_VIEW]: the tree; drag a category onto another to move it, or
 * "Move to…" from the keyboard [OPERATOR_CATEGORY_EDIT]; delete [_DELETE] is refused by the API
 * while services or policies use it, naming them.
 */
export default function CategoryTreePage() {
  const { t } = useTranslation('categories');
  const can = useCan();
  const { data = [] } = useCategoryUsageQuery(null);
  const [move] = useMoveCategoryMutation();
  const [remove, removing] = categoriesApi.useDelete();
  const [moving, setMoving] = useState<CategoryUsage | null>(null);
  const [deleting, setDeleting] = useState<CategoryUsage | null>(null);
  const edit = can('OPERATOR_CATEGORY_EDIT');
  const send = (id: number, parentId: number | null) => {
    void move({ id, parentId })
      .unwrap()
      .catch(() => undefined); // Toasted by the http layer.
  };
  return (
    <>
      <PageHeader
        title={t('list.title')}
        actions={
          can('OPERATOR_CATEGORY_ADD') && (
            <Button variant="contained" component={RouterLink} to={categories.paths.add()}>
              {t('list.add')}
            </Button>
          )
        }
      />
      <Paper sx={{ p: 1 }}>
        <TreeView
          label={t('list.title')}
          nodes={data}
          topLabel={t('move.dropTop')}
          {...(edit && { onMove: send })}
          renderLabel={(category) => (
            <>
              <Typography>{category.name}</Typography>
              <UsageText category={category} />
            </>
          )}
          renderActions={(category) => (
            <>
              {edit && (
                <>
                  <IconButton
                    component={RouterLink}
                    to={categories.paths.edit({ id: category.id })}
                    aria-label={t('list.edit', { name: category.name })}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <Tooltip title={t('move.open', { name: category.name })}>
                    <IconButton
                      aria-label={t('move.open', { name: category.name })}
                      onClick={() => setMoving(category)}
                    >
                      <DriveFileMoveOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )}
              {can('OPERATOR_CATEGORY_DELETE') && (
                <IconButton
                  aria-label={t('list.delete', { name: category.name })}
                  onClick={() => setDeleting(category)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              )}
            </>
          )}
        />
      </Paper>
      {moving && (
        <MoveDialog
          category={moving}
          categories={data}
          onClose={() => setMoving(null)}
          onMove={(parentId) => {
            send(moving.id, parentId);
            setMoving(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.deleteTitle', { name: deleting?.name ?? '' })}
        destructive
        loading={removing.isLoading}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          // A refusal is toasted ("The item cannot be deleted: used by …"); the tree stays.
          void remove(deleting.id)
            .unwrap()
            .then(
              () => setDeleting(null),
              () => setDeleting(null),
            );
        }}
      />
    </>
  );
}
