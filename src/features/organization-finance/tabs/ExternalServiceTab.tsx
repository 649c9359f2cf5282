import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { useFormatters } from '@/lib/format';
import { ActionDialog, DetailList, LoadingState, StatusChip } from '@/lib/ui';
import type { OrganizationTabProps } from '@/entities/organization';
import {
  useAuthorizationUrlMutation,
  useChangeActivationMutation,
  useCreateTokensMutation,
  useDeleteTokenMutation,
  useGetConnectionStateQuery,
  useSendInvitationMutation,
} from '../api/finance.api';
import { ServerMessage } from '../components/ServerMessage';
import { TabSection } from '../components/TabSection';

type Pending = 'disconnect' | 'invite' | null;

/**
 * The external flight-operations integration (spec section 4 "External connection"): a
 * platform administrator activates it; the buyer then connects through the provider's
 * authorization page, which comes back here with `?code=…` to create the tokens.
 */
export default function ExternalServiceTab({ organizationId, readOnly }: OrganizationTabProps) {
  const { t } = useTranslation('orgFinance');
  const format = useFormatters();
  const can = useCan();
  const administrator = can('OPERATOR_ORGANIZATION_EDIT');
  const helperId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const state = useGetConnectionStateQuery(organizationId);
  const [changeActivation, activation] = useChangeActivationMutation();
  const [authorizationUrl, authorization] = useAuthorizationUrlMutation();
  const [createTokens, tokens] = useCreateTokensMutation();
  const [deleteToken] = useDeleteTokenMutation();
  const [sendInvitation] = useSendInvitationMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const [localError, setLocalError] = useState<string | null>(null);
  const handledCode = useRef<string | null>(null);

  const code = search.get('code');
  // Back from the provider's authorization page: trade the code for tokens, once.
  useEffect(() => {
    if (code === null || handledCode.current === code) return;
    handledCode.current = code;
    const next = new URLSearchParams(search);
    next.delete('code');
    setSearch(next, { replace: true });
    setError(undefined);
    createTokens({ organizationId, code })
      .unwrap()
      .then(() => setNotice(t('externalService.connectedNotice')))
      .catch((failure: unknown) => setError(failure));
  }, [code, search, setSearch, createTokens, organizationId, t]);

  const run = (call: () => Promise<unknown>, success?: string) => {
    setError(undefined);
    setLocalError(null);
    setNotice(null);
    call()
      .then(() => {
        if (success) setNotice(success);
      })
      .catch((failure: unknown) => setError(failure));
  };

  /** Once a confirmed action is done: its notice replaces what was shown. */
  const doneWith = (success: string) => () => {
    setError(undefined);
    setLocalError(null);
    setNotice(success);
  };

  const goToProvider = (mode: 'connect' | 'reconnect') =>
    run(async () => {
      const redirectUri = new URL(location.pathname, window.location.origin).toString();
      const { url } = await authorizationUrl({ organizationId, mode, redirectUri }).unwrap();
      const target = new URL(url, window.location.origin);
      // Redirects stay on our origin; the demo's "provider" is the app itself.
      if (target.origin !== window.location.origin) {
        setLocalError('errors.invalid_url');
        return;
      }
      await navigate(`${target.pathname}${target.search}${target.hash}`);
    });

  if (state.isLoading || tokens.isLoading) {
    return <LoadingState label={t('externalService.loading')} />;
  }
  if (state.isError || !state.data) {
    return (
      <TabSection title={t('externalService.title')}>
        <ServerMessage error={state.error} />
        <Button onClick={() => void state.refetch()}>{t('actions.retry')}</Button>
      </TabSection>
    );
  }
  const connection = state.data;
  const busy = activation.isLoading || authorization.isLoading;

  return (
    <TabSection title={t('externalService.title')}>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <ServerMessage error={error} messages={localError ? [localError] : []} />
      <Stack spacing={1} sx={{ mb: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={connection.activated}
              disabled={!administrator || busy}
              onChange={(event) =>
                run(() =>
                  changeActivation({ organizationId, activated: event.target.checked }).unwrap(),
                )
              }
              slotProps={{ input: { 'aria-describedby': helperId } }}
            />
          }
          label={t('externalService.activation')}
        />
        <FormHelperText id={helperId} sx={{ mt: 0 }}>
          {administrator
            ? t('externalService.activationHelp')
            : t('externalService.activationReserved')}
        </FormHelperText>
      </Stack>
      <DetailList
        items={[
          {
            label: t('externalService.state'),
            value: (
              <StatusChip
                tone={connection.connected ? 'success' : 'neutral'}
                label={
                  connection.connected
                    ? t('externalService.connected')
                    : t('externalService.notConnected')
                }
              />
            ),
          },
          { label: t('externalService.accountName'), value: connection.accountName },
          {
            label: t('externalService.expiresAt'),
            value: connection.expiresAt ? format.dateTime(connection.expiresAt) : null,
          },
          {
            label: t('externalService.invitationSentAt'),
            value: connection.invitationSentAt
              ? format.dateTime(connection.invitationSentAt)
              : null,
          },
        ]}
      />
      {!connection.activated && (
        <Alert severity="info" sx={{ my: 2 }}>
          {t('externalService.notActivated')}
        </Alert>
      )}
      {!readOnly && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {connection.connected ? (
            <>
              <Button variant="contained" disabled={busy} onClick={() => goToProvider('reconnect')}>
                {t('externalService.reconnect')}
              </Button>
              <Button color="error" disabled={busy} onClick={() => setPending('disconnect')}>
                {t('externalService.disconnect')}
              </Button>
            </>
          ) : (
            <Button variant="contained" disabled={busy} onClick={() => goToProvider('connect')}>
              {t('externalService.connect')}
            </Button>
          )}
          <Button disabled={busy} onClick={() => setPending('invite')}>
            {t('externalService.invite')}
          </Button>
        </Stack>
      )}
      {pending === 'disconnect' && (
        <ActionDialog
          destructive
          title={t('externalService.disconnectTitle')}
          message={t('externalService.disconnectMessage')}
          confirmLabel={t('externalService.disconnect')}
          mutation={() => deleteToken(organizationId)}
          onSaved={doneWith(t('externalService.disconnectedNotice'))}
          onClose={() => setPending(null)}
        />
      )}
      {pending === 'invite' && (
        <ActionDialog
          title={t('externalService.inviteTitle')}
          message={t('externalService.inviteMessage')}
          confirmLabel={t('externalService.invite')}
          mutation={() => sendInvitation(organizationId)}
          onSaved={doneWith(t('externalService.invitedNotice'))}
          onClose={() => setPending(null)}
        />
      )}
    </TabSection>
  );
}
