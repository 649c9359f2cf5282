import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorMessage, EmptyState, ErrorState, LoadingState } from '@/lib/ui';
import type { OrganizationTabProps } from '@/entities/organization';
import { useListBankAccountsQuery, useUpdateBankAccountMutation } from '../api/finance.api';
import type { BankAccount } from '@/entities/organization';
import { BankAccountDialog } from '../components/BankAccountDialog';
import { DeleteBankAccountDialog } from '../components/DeleteBankAccountDialog';
import { ServerMessage } from '../components/ServerMessage';
import { formatIban } from '../model/bankAccount';

type Editing = { kind: 'add' } | { kind: 'edit' | 'delete'; account: BankAccount } | null;

/** The organization's bank accounts: one default per currency (spec section 3). */
export default function BankAccountsTab({ organizationId, readOnly }: OrganizationTabProps) {
  const { t } = useTranslation('orgFinance');
  const list = useListBankAccountsQuery(organizationId);
  const [updateAccount, update] = useUpdateBankAccountMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const accounts = list.data ?? [];

  return (
    <Box component="section" aria-labelledby="bank-accounts-title">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="bank-accounts-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('bankAccounts.title')}
        </Typography>
        {!readOnly && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ kind: 'add' })}
          >
            {t('bankAccounts.add')}
          </Button>
        )}
      </Stack>
      <ServerMessage error={update.error} />
      {list.isLoading ? (
        <LoadingState label={t('bankAccounts.loading')} />
      ) : list.isError ? (
        <ErrorState message={<ApiErrorMessage error={list.error} />} onRetry={list.refetch} />
      ) : accounts.length === 0 ? (
        <EmptyState message={t('bankAccounts.empty')} />
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, mt: 2 }}>
          {accounts.map((account) => (
            <Card component="li" key={account.id} variant="outlined" aria-label={account.bankName}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {account.bankName}
                  </Typography>
                  <Chip size="small" label={account.currencyCode} />
                  {account.isDefault && (
                    <Chip size="small" color="primary" label={t('bankAccounts.default')} />
                  )}
                </Stack>
                <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-word', mt: 1 }}>
                  {formatIban(account.iban)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('bankAccounts.holderLine', { holder: account.holder, bic: account.bic })}
                </Typography>
              </CardContent>
              {!readOnly && (
                <CardActions sx={{ flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    onClick={() => setEditing({ kind: 'edit', account })}
                    aria-label={t('bankAccounts.editOf', { bank: account.bankName })}
                  >
                    {t('actions.edit')}
                  </Button>
                  {!account.isDefault && (
                    <Button
                      size="small"
                      onClick={() =>
                        void updateAccount({ organizationId, id: account.id, isDefault: true })
                      }
                      aria-label={t('bankAccounts.makeDefaultOf', { bank: account.bankName })}
                    >
                      {t('bankAccounts.makeDefault')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setEditing({ kind: 'delete', account })}
                    aria-label={t('bankAccounts.deleteOf', { bank: account.bankName })}
                  >
                    {t('actions.delete')}
                  </Button>
                </CardActions>
              )}
            </Card>
          ))}
        </Stack>
      )}
      {editing?.kind === 'add' && (
        <BankAccountDialog
          organizationId={organizationId}
          accounts={accounts}
          account={null}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'edit' && (
        <BankAccountDialog
          organizationId={organizationId}
          accounts={accounts}
          account={editing.account}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteBankAccountDialog
          organizationId={organizationId}
          accounts={accounts}
          account={editing.account}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
