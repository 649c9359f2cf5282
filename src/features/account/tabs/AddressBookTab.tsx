import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { countryName } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import {
  ApiErrorMessage,
  ActionDialog,
  DataTable,
  EmptyState,
  FilterBar,
  useResourceList,
  type DataTableColumn,
  type ListFilter,
} from '@/lib/ui';
import { AddIcon, DeleteIcon, EditIcon } from '@/lib/ui/views/icons';
import {
  useDeleteAddressMutation,
  useListAddressesQuery,
  type AddressFilter,
} from '../api/account.api';
import type { Address } from '../../../entities/account';
import { AddressDialog } from '../components/AddressDialog';

function useColumns(): DataTableColumn<Address>[] {
  const { t, i18n } = useTranslation('account');
  const language = toLanguage(i18n.language);
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('fields.addressName'),
        render: (row) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {row.name}
            {row.isDefault && <Chip size="small" color="primary" label={t('addresses.default')} />}
          </Box>
        ),
      },
      {
        id: 'address',
        header: t('fields.address'),
        render: (row) =>
          [row.address.address, row.address.complementaryAddress].filter(Boolean).join(', '),
      },
      {
        id: 'city',
        header: t('fields.city'),
        render: (row) => `${row.address.postalCode} ${row.address.city}`,
      },
      {
        id: 'country',
        header: t('fields.country'),
        render: (row) => countryName(row.address.countryCode, language),
        hideOnXs: true,
      },
    ],
    [t, language],
  );
}

function AddressBook({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('account');
  const filters = useMemo<ListFilter<AddressFilter>[]>(
    () => [{ kind: 'search', key: 'search', label: t('addresses.search') }],
    [t],
  );
  const resource = useResourceList({ filters });
  const result = useListAddressesQuery({ organizationId, params: resource.args });
  const [remove] = useDeleteAddressMutation();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  // Contained above the table, the page's primary action; outlined when the empty list repeats it.
  const addButton = (variant: 'contained' | 'outlined') => (
    <Button variant={variant} startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      {t('addresses.add')}
    </Button>
  );

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        {addButton('contained')}
      </Box>
      <DataTable
        label={t('addresses.tableLabel')}
        list={resource.list}
        filters={<FilterBar filters={resource.filters} list={resource.list} />}
        columns={useColumns()}
        rows={result.data?.items ?? []}
        totalItems={result.data?.total ?? 0}
        getRowId={(row) => row.id}
        loading={result.isFetching}
        error={result.error}
        errorMessage={<ApiErrorMessage error={result.error} />}
        onRetry={() => void result.refetch()}
        emptyMessage={resource.filtersActive ? t('addresses.emptyFiltered') : t('addresses.empty')}
        emptyAction={resource.filtersActive ? undefined : addButton('outlined')}
        rowActions={(row) => (
          <Box sx={{ display: 'inline-flex' }}>
            <IconButton
              aria-label={t('addresses.edit', { name: row.name })}
              title={t('addresses.edit', { name: row.name })}
              onClick={() => setEditing(row)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={t('addresses.delete', { name: row.name })}
              title={t('addresses.delete', { name: row.name })}
              onClick={() => setDeleting(row)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      />
      {editing !== null && (
        <AddressDialog
          organizationId={organizationId}
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting !== null && (
        <ActionDialog
          destructive
          title={t('addresses.deleteTitle')}
          message={
            deleting.isDefault
              ? t('addresses.deleteDefaultMessage', { name: deleting.name })
              : t('addresses.deleteMessage', { name: deleting.name })
          }
          confirmLabel={t('addresses.deleteConfirm')}
          mutation={() => remove({ organizationId, id: deleting.id })}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}

/** The selected organization's address book. */
export default function AddressBookTab() {
  const { t } = useTranslation('account');
  const organizationId = useAppSelector(selectSelectedOrganizationId);
  if (organizationId === null) return <EmptyState message={t('addresses.noOrganization')} />;
  return <AddressBook organizationId={organizationId} />;
}
