import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { CheckboxField, FormDialog, SelectField, TextField, applyServerErrors } from '@/lib/ui';
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
  type BankAccountSchemaOutput,
} from '../model/bankAccount.schema';
import { errorKeyOf } from './ServerMessage';

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
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const form = useForm<BankAccountFormValues, unknown, BankAccountSchemaOutput>({
    defaultValues: account ? bankAccountToValues(account) : EMPTY_BANK_ACCOUNT,
    resolver: zodResolver(bankAccountSchema),
  });
  const watched = useWatch({ control: form.control, name: 'currencyCode' });
  const currencyCode = isBankCurrency(watched) ? watched : 'EUR';
  const isDefault = useWatch({ control: form.control, name: 'isDefault' });
  const target = { id: account?.id ?? null, currencyCode, isDefault };
  const forced = effectiveDefault(accounts, { ...target, isDefault: false });
  const replaced = replacedDefault(accounts, target);

  const submit = async (values: BankAccountSchemaOutput) => {
    setUnmatched([]);
    const payload = toBankAccountPayload(values);
    try {
      if (account) await updateAccount({ organizationId, id: account.id, ...payload }).unwrap();
      else await createAccount({ organizationId, ...payload }).unwrap();
      onClose();
    } catch (error) {
      const rest = applyServerErrors(form, apiErrorOf(error));
      const key = errorKeyOf(error);
      setUnmatched(rest.length > 0 ? rest : key && key !== 'errors.invalid_request' ? [key] : []);
    }
  };

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
