import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountingParameter } from '@/entities/invoice';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { notify } from '@/lib/feedback';
import {
  useListAccountingParametersQuery,
  useUpdateAccountingParameterMutation,
} from '@/entities/invoice';
import { useAppSelector } from '@/lib/store/hooks';
import {
  ApiErrorMessage,
  EmptyState,
  ErrorState,
  Form,
  FormErrors,
  LoadingState,
  PageHeader,
  StaticTable,
  SubmitButton,
  fieldsFor,
  useMutationForm,
  type DataTableColumn,
} from '@/lib/ui';
import {
  accountCodeSchema,
  type AccountCodeFormValues,
  type AccountCodeSchemaOutput,
} from '../model/accountCode.schema';

const fields = fieldsFor<AccountCodeFormValues>();

/** One counterparty's code, edited in its row; the server's refusal lands on the field. */
function AccountCodeEditor(props: {
  organizationId: number;
  parameter: AccountingParameter;
  onDone: () => void;
}) {
  const { organizationId, parameter, onDone } = props;
  const { t } = useTranslation('accounting');
  const [update] = useUpdateAccountingParameterMutation();
  const { form, submit, errors } = useMutationForm({
    schema: accountCodeSchema,
    defaultValues: { accountCode: parameter.accountCode ?? '' },
    mutation: update,
    toPayload: (output: AccountCodeSchemaOutput) => ({
      organizationId,
      counterpartyId: parameter.counterparty.id,
      accountCode: output.accountCode,
    }),
    onSaved: () => {
      notify({ title: t('parameters.saved'), variant: 'success' });
      onDone();
    },
  });
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('parameters.edit', { name: parameter.counterparty.name })}
    >
      <FormErrors messages={errors} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <fields.TextField
          name="accountCode"
          label={t('fields.accountCode')}
          size="small"
          autoComplete="off"
          required
        />
        <SubmitButton size="small">{t('parameters.save')}</SubmitButton>
        <Button size="small" color="inherit" onClick={onDone}>
          {t('parameters.cancel')}
        </Button>
      </Stack>
    </Form>
  );
}

/**
 * /parameters/organizations [ACCOUNTING_VIEW]: the selected organization's account code for each
 * customer and supplier (the accounting export's `accountCode` column), edited in place.
 */
export default function AccountingParametersPage() {
  const { t } = useTranslation('accounting');
  const organizationId = useAppSelector(selectSelectedOrganizationId);
  const result = useListAccountingParametersQuery(organizationId ?? skipToken);
  const [editing, setEditing] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const rows = (result.data ?? []).filter(
    (parameter) =>
      needle === '' ||
      parameter.counterparty.name.toLowerCase().includes(needle) ||
      (parameter.accountCode ?? '').toLowerCase().includes(needle),
  );

  const columns: DataTableColumn<AccountingParameter>[] = [
    {
      id: 'organization',
      header: t('fields.organization'),
      render: (parameter) => parameter.counterparty.name,
    },
    {
      id: 'relation',
      header: t('fields.relation'),
      render: (parameter) => t(`relations.${parameter.relation}`),
    },
    {
      id: 'accountCode',
      header: t('fields.accountCode'),
      width: 200,
      render: (parameter) =>
        organizationId !== null && editing === parameter.counterparty.id ? (
          <AccountCodeEditor
            organizationId={organizationId}
            parameter={parameter}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography component="span">
              {parameter.accountCode ?? t('parameters.notSet')}
            </Typography>
            <Button
              size="small"
              onClick={() => setEditing(parameter.counterparty.id)}
              aria-label={t('parameters.edit', { name: parameter.counterparty.name })}
            >
              {t('parameters.editShort')}
            </Button>
          </Stack>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('parameters.title')} />
      <Typography sx={{ mb: 2 }}>{t('parameters.intro')}</Typography>
      {organizationId === null ? (
        <EmptyState message={t('parameters.noOrganization')} />
      ) : result.error ? (
        <ErrorState
          message={<ApiErrorMessage error={result.error} />}
          onRetry={() => void result.refetch()}
        />
      ) : result.isLoading ? (
        <LoadingState />
      ) : (
        <Paper variant="outlined">
          <Box sx={{ p: 2 }}>
            <TextField
              label={t('parameters.searchLabel')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              size="small"
              type="search"
            />
          </Box>
          <StaticTable
            label={t('parameters.tableLabel')}
            columns={columns}
            rows={rows}
            getRowId={(parameter) => parameter.counterparty.id}
            emptyMessage={t('parameters.empty')}
            dense={false}
            framed={false}
          />
        </Paper>
      )}
    </>
  );
}
