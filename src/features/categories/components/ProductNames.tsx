import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/auth/useCan';
import { ConfirmDialog, StaticTable } from '@/lib/ui';
import {
  useDeleteProductNameMutation,
  useProductNamesQuery,
  type ProductName,
} from '../api/categories.api';
import { ProductNameDialog } from './ProductNameDialog';

/** Below the category's form: the product names it suggests to sellers (list, add, edit, delete). */
export function ProductNames({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('categories');
  const headingId = useId();
  const can = useCan();
  const { data = [] } = useProductNamesQuery(categoryId);
  const [remove, removing] = useDeleteProductNameMutation();
  const [editing, setEditing] = useState<ProductName | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProductName | null>(null);
  const edit = can('OPERATOR_CATEGORY_EDIT');
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, mt: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('productNames.title')}
        </Typography>
        {edit && <Button onClick={() => setEditing('new')}>{t('productNames.add')}</Button>}
      </Stack>
      {data.length === 0 ? (
        <Typography color="text.secondary">{t('productNames.empty')}</Typography>
      ) : (
        <StaticTable<ProductName>
          label={t('productNames.title')}
          rows={data}
          getRowId={(row) => String(row.id)}
          columns={[
            { id: 'en', header: t('productNames.en'), render: (row) => row.name.en },
            { id: 'fr', header: t('productNames.fr'), render: (row) => row.name.fr },
            {
              id: 'actions',
              header: t('productNames.actions'),
              render: (row) =>
                edit && (
                  <>
                    <IconButton
                      aria-label={t('productNames.editOne', { name: row.name.en })}
                      onClick={() => setEditing(row)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('productNames.deleteOne', { name: row.name.en })}
                      onClick={() => setDeleting(row)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </>
                ),
            },
          ]}
        />
      )}
      {editing !== null && (
        <ProductNameDialog
          categoryId={categoryId}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('productNames.deleteTitle', { name: deleting?.name.en ?? '' })}
        destructive
        loading={removing.isLoading}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void remove({ categoryId, id: deleting.id })
            .unwrap()
            .then(
              () => setDeleting(null),
              () => undefined, // Toasted by the http layer; the dialog stays for a retry.
            );
        }}
      />
    </Paper>
  );
}
