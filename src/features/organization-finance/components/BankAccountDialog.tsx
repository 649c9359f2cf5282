import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FormDialog, SelectField, TextField, useMutationForm } from '@/lib/ui';
import { useCreateBankAccountMutation, useUpdateBankAccountMutation } from '../api/finance.api';
import { BANK_CURRENCIES, type BankAccount } from '@/entities/organization';
import { effectiveDefault, replacedDefault } from '../model/bankAccount';
import {
  EMPTY_BANK_ACCOUNT,
  bankAccountSchema,
  bankAccountToValues,
  isBankCurrency,
  toBankAccountPayload,
  type BankAccountFormValues,
} from '../model/bankAccount.schema';
import { unmatchedOrRefusal } from './ServerMessage';

interface Props {
  organizationId: number;
  accounts: readonly BankAccount[];
  /** null: a new account. */
  account: BankAccount | null;
  onClose: () => void;
}

/** Adds or edits a bank account; the server's field errors land on the fields, input kept. */
export function BankAccountDialog({ organizationId, accounts, account, onClose }: Props) {
  const { t } = useTranslation('orgFinance');
  const [createAccount] = useCreateBankAccountMutation();
  const [updateAccount] = useUpdateBankAccountMutation();
  const { form, submit, errors, failure } = useMutationForm({
    schema: bankAccountSchema,
    defaultValues: account ? bankAccountToValues(account) : EMPTY_BANK_ACCOUNT,
    toPayload: toBankAccountPayload,
    mutation: (payload: ReturnType<typeof toBankAccountPayload>) =>
      account
        ? updateAccount({ organizationId, id: account.id, ...payload })
        : createAccount({ organizationId, ...payload }),
    onSaved: onClose,
  });
  const unmatched = unmatchedOrRefusal(errors, failure);
  const watched = useWatch({ control: form.control, name: 'currencyCode' });
  const currencyCode = isBankCurrency(watched) ? watched : 'EUR';
  const isDefault = useWatch({ control: form.control, name: 'isDefault' });
  const target = { id: account?.id ?? null, currencyCode, isDefault };
  const forced = effectiveDefault(accounts, { ...target, isDefault: false });
  const replaced = replacedDefault(accounts, target);

  return (
    <FormDialog
      title={account ? t('bankAccounts.editTitle') : t('bankAccounts.addTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errors={unmatched}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField<BankAccountFormValues>
          name="holder"
          label={t('bankAccounts.holder')}
          required
          autoComplete="off"
        />
        <TextField<BankAccountFormValues>
          name="iban"
          label={t('bankAccounts.iban')}
          required
          autoComplete="off"
          helperText={t('bankAccounts.ibanHelp')}
        />
        <TextField<BankAccountFormValues>
          name="bic"
          label={t('bankAccounts.bic')}
          required
          autoComplete="off"
        />
        <TextField<BankAccountFormValues>
          name="bankName"
          label={t('bankAccounts.bankName')}
          required
        />
        <SelectField<BankAccountFormValues>
          name="currencyCode"
          label={t('bankAccounts.currency')}
          required
          options={BANK_CURRENCIES.map((code) => ({ value: code, label: code }))}
        />
        <CheckboxField<BankAccountFormValues>
          name="isDefault"
          label={t('bankAccounts.isDefault')}
          disabled={forced || account?.isDefault === true}
          helperText={
            forced
              ? t('bankAccounts.onlyOfCurrency', { currency: currencyCode })
              : account?.isDefault
                ? t('bankAccounts.defaultStays')
                : replaced
                  ? t('bankAccounts.replaces', { bank: replaced.bankName })
                  : undefined
          }
        />
      </Stack>
    </FormDialog>
  );
}
