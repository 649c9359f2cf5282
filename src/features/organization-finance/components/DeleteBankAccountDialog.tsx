import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/lib/ui';
import { useDeleteBankAccountMutation, useUpdateBankAccountMutation } from '../api/finance.api';
import type { BankAccount } from '@/entities/organization';
import { formatIban, mustChooseAnotherDefault } from '../model/bankAccount';
import { ServerMessage } from './ServerMessage';

interface Props {
  organizationId: number;
  accounts: readonly BankAccount[];
  account: BankAccount;
  onClose: () => void;
}

/**
 * Confirms a delete. The default account of a currency that other accounts share first hands
 * its role to the one chosen here, then goes.
 */
export function DeleteBankAccountDialog({ organizationId, accounts, account, onClose }: Props) {
  const { t } = useTranslation('orgFinance');
  const [deleteAccount, deletion] = useDeleteBankAccountMutation();
  const [updateAccount, update] = useUpdateBankAccountMutation();
  const choose = mustChooseAnotherDefault(accounts, account);
  const candidates = accounts.filter(
    (a) => a.id !== account.id && a.currencyCode === account.currencyCode,
  );
  const [successor, setSuccessor] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(undefined);

  const confirm = async () => {
    setError(undefined);
    try {
      if (choose && successor !== null) {
        await updateAccount({ organizationId, id: successor, isDefault: true }).unwrap();
      }
      await deleteAccount({ organizationId, id: account.id }).unwrap();
      onClose();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <ConfirmDialog
      open
      destructive
      title={t('bankAccounts.deleteTitle')}
      message={t('bankAccounts.deleteMessage', {
        bank: account.bankName,
        iban: formatIban(account.iban),
      })}
      loading={deletion.isLoading || update.isLoading}
      confirmDisabled={choose && successor === null}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {choose && (
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id={`successor-${account.id}`}>
            {t('bankAccounts.chooseNewDefault', { currency: account.currencyCode })}
          </FormLabel>
          <RadioGroup
            aria-labelledby={`successor-${account.id}`}
            value={successor === null ? '' : String(successor)}
            onChange={(event) => setSuccessor(Number(event.target.value))}
          >
            {candidates.map((candidate) => (
              <FormControlLabel
                key={candidate.id}
                value={String(candidate.id)}
                control={<Radio />}
                label={`${candidate.bankName} · ${formatIban(candidate.iban)}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <ServerMessage error={error} />
    </ConfirmDialog>
  );
}
