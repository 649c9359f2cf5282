import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { BankAccount } from '@/entities/organization';
import { ActionDialog, useBoundField } from '@/lib/ui';
import { VALIDATOR } from '@/lib/validation';
import { useDeleteBankAccountMutation, useUpdateBankAccountMutation } from '../api/finance.api';
import { formatIban, mustChooseAnotherDefault } from '../model/bankAccount';

interface Props {
  organizationId: number;
  accounts: readonly BankAccount[];
  account: BankAccount;
  onClose: () => void;
}

interface DeleteValues {
  /** The account that becomes the default of the currency, when one must be chosen. */
  successor: number | null;
}

/** The accounts of the same currency, one of which becomes its default. */
function SuccessorField({ label, candidates }: { label: string; candidates: BankAccount[] }) {
  const labelId = useId();
  const { field, errorText } = useBoundField<DeleteValues>('successor');
  return (
    <FormControl error={errorText !== undefined}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value === null ? '' : String(field.value)}
        onChange={(event) => field.onChange(Number(event.target.value))}
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
      {errorText && <FormHelperText>{errorText}</FormHelperText>}
    </FormControl>
  );
}

/**
 * Confirms a delete. The default account of a currency that other accounts share first hands
 * its role to the one chosen here (a PATCH), then goes (a DELETE); a refusal of either keeps
 * the dialog open with its reason.
 */
export function DeleteBankAccountDialog({ organizationId, accounts, account, onClose }: Props) {
  const { t } = useTranslation('orgFinance');
  const [deleteAccount] = useDeleteBankAccountMutation();
  const [updateAccount] = useUpdateBankAccountMutation();
  const choose = mustChooseAnotherDefault(accounts, account);
  const candidates = accounts.filter(
    (a) => a.id !== account.id && a.currencyCode === account.currencyCode,
  );
  const schema = useMemo(
    () =>
      z.object({
        successor: z
          .nullable(z.number())
          .check(z.refine((id) => !choose || id !== null, { error: VALIDATOR.required })),
      }),
    [choose],
  );

  return (
    <ActionDialog
      destructive
      title={t('bankAccounts.deleteTitle')}
      message={t('bankAccounts.deleteMessage', {
        bank: account.bankName,
        iban: formatIban(account.iban),
      })}
      schema={schema}
      defaultValues={{ successor: null }}
      canConfirm={({ successor }: DeleteValues) => !choose || successor !== null}
      fieldMap={{ isDefault: 'successor' }}
      mutation={({ successor }: DeleteValues) => ({
        unwrap: async () => {
          if (choose && successor !== null) {
            await updateAccount({ organizationId, id: successor, isDefault: true }).unwrap();
          }
          await deleteAccount({ organizationId, id: account.id }).unwrap();
        },
      })}
      onClose={onClose}
    >
      {choose && (
        <SuccessorField
          label={t('bankAccounts.chooseNewDefault', { currency: account.currencyCode })}
          candidates={candidates}
        />
      )}
    </ActionDialog>
  );
}
