import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { notify } from '@/lib/feedback';
import { PaymentSetupForm, usePaymentMethodName } from '@/entities/payment';
import { useAppSelector } from '@/lib/store/hooks';
import { ActionDialog, EmptyState, RecordGate, useMutationAction } from '@/lib/ui';
import { AddIcon } from '@/lib/ui/views/icons';
import {
  useAvailablePaymentMethodsQuery,
  useConfirmDemoSetupMutation,
  useCreateSetupIntentMutation,
  useDeletePaymentMethodMutation,
  useListPaymentMethodsQuery,
  useReadSetupIntentMutation,
  useSetDefaultPaymentMethodMutation,
} from '../api/account.api';
import type { PaymentMethod, SetupIntent } from '../../../entities/account';

function AddPaymentMethod({ intent, onClose }: { intent: SetupIntent; onClose: () => void }) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const organizationId = useAppSelector(selectSelectedOrganizationId);
  const available = useAvailablePaymentMethodsQuery(organizationId ?? skipToken);
  const [confirm] = useConfirmDemoSetupMutation();
  const [readOutcome] = useReadSetupIntentMutation();
  const types = available.data?.types ?? ['card'];

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('payments.addTitle')}</DialogTitle>
      <DialogContent>
        <PaymentSetupForm
          intent={intent}
          types={types}
          confirmDemo={(confirmation) => confirm({ token: intent.token, confirmation }).unwrap()}
          onCancel={onClose}
          onSucceeded={() => {
            void readOutcome(intent.token)
              .unwrap()
              .finally(() => {
                notify({ title: t('payments.added'), variant: 'success' });
                onClose();
              });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function PaymentMethods({ methods }: { methods: PaymentMethod[] }) {
  const { t } = useTranslation('account');
  const label = usePaymentMethodName();
  const [setDefault] = useSetDefaultPaymentMethodMutation();
  const [remove] = useDeletePaymentMethodMutation();
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const defaulting = useMutationAction();
  const refused = defaulting.failure?.message;
  const failure =
    refused === undefined
      ? null
      : refused.startsWith('errors.')
        ? t(refused, { ns: 'http' })
        : t('payments.failed');

  if (methods.length === 0) return <EmptyState message={t('payments.empty')} />;
  return (
    <>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Paper variant="outlined">
        <List disablePadding aria-label={t('payments.listLabel')}>
          {methods.map((method) => (
            <ListItem key={method.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                sx={{ flex: '1 1 220px' }}
                primary={
                  <Box
                    component="span"
                    sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    {label(method)}
                    {method.isDefault && (
                      <Chip size="small" color="primary" label={t('payments.default')} />
                    )}
                  </Box>
                }
                secondary={
                  method.expiry
                    ? t('payments.holderExpiry', { holder: method.holder, expiry: method.expiry })
                    : method.holder
                }
              />
              {method.isDefault ? (
                <Typography variant="body2" color="text.secondary">
                  {t('payments.defaultLocked')}
                </Typography>
              ) : (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    disabled={defaulting.running}
                    onClick={() => void defaulting.run(() => setDefault(method.id))}
                    aria-label={t('payments.makeDefaultOf', { method: label(method) })}
                  >
                    {t('payments.makeDefault')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(method)}
                    aria-label={t('payments.deleteOf', { method: label(method) })}
                  >
                    {t('payments.delete')}
                  </Button>
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      </Paper>
      {deleting && (
        <ActionDialog
          destructive
          title={t('payments.deleteTitle')}
          message={t('payments.deleteMessage', { method: label(deleting) })}
          confirmLabel={t('payments.delete')}
          mutation={() => remove(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}

/** My payment methods: list, add through a setup intent, default, delete (not the default). */
export default function PaymentMethodTab() {
  const { t } = useTranslation('account');
  const methods = useListPaymentMethodsQuery(undefined);
  const [createIntent, creating] = useCreateSetupIntentMutation();
  const [intent, setIntent] = useState<SetupIntent | null>(null);

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          loading={creating.isLoading}
          onClick={() => {
            void createIntent(undefined)
              .unwrap()
              .then(setIntent)
              .catch(() => undefined);
          }}
        >
          {t('payments.add')}
        </Button>
      </Box>
      <RecordGate record={methods}>{(data) => <PaymentMethods methods={data} />}</RecordGate>
      {intent && <AddPaymentMethod intent={intent} onClose={() => setIntent(null)} />}
    </>
  );
}
