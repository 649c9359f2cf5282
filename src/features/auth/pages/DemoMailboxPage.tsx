import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatters } from '@/lib/format/useFormatters';
import { EmptyState } from '@/lib/ui/views/feedback/EmptyState';
import { ErrorState } from '@/lib/ui/views/feedback/ErrorState';
import { LoadingState } from '@/lib/ui/views/feedback/LoadingState';
import { ApiErrorMessage } from '@/lib/ui/views/feedback/ApiErrorMessage';
import type { SearchFilter } from '@/lib/ui/controllers/list/filters';
import { SearchFilterInput } from '@/lib/ui/views/resource/SearchFilterInput';
import { useResourceList } from '@/lib/ui/controllers/resource/useResourceList';
import { authPaths } from '../paths';
import { useDemoOutboxQuery } from '../api/recovery.api';
import type { DemoMail } from '@/entities/account';
import { MailLinks } from '../components/MailLinks';
import { DocumentTitle } from '@/lib/ui/views/feedback/DocumentTitle';

/** How often the mailbox looks for new mail. */
export const MAILBOX_REFRESH_MS = 4000;
const PAGE_SIZE = 10;

function MailCard({ mail }: { mail: DemoMail }) {
  const { t } = useTranslation('demo');
  const format = useFormatters();
  const headingId = `mail-${mail.id}`;
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Typography>
        <Chip size="small" label={t(`mailbox.kinds.${mail.kind}`, { defaultValue: mail.kind })} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('mailbox.to', { email: mail.to })} · {format.dateTime(mail.createdAt)}
      </Typography>
      {/* Plain text: the mail's text is data, never HTML. */}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1.5 }}>
        {mail.text}
      </Typography>
      {mail.links.length > 0 && <MailLinks links={mail.links} origin={window.location.origin} />}
    </Paper>
  );
}

/**
 * /demo/mailbox (demo API only): the mail the marketplace would have sent, newest first, so a
 * journey that needs a mailed link can be finished in a browser. It looks for new mail every few
 * seconds; the recipient filter and the page are in the URL.
 */
export default function DemoMailboxPage() {
  const { t } = useTranslation('demo');
  const filter = useMemo<SearchFilter<'to'>>(
    () => ({
      kind: 'search',
      key: 'to',
      label: t('mailbox.recipient'),
      placeholder: t('mailbox.recipientPlaceholder'),
    }),
    [t],
  );
  const filters = useMemo(() => [filter], [filter]);
  const { list, args, filtersActive } = useResourceList<'to'>({
    filters,
    defaultPageSize: PAGE_SIZE,
  });
  const to = args.filters.to ?? '';
  const result = useDemoOutboxQuery(
    { to, page: args.page, pageSize: args.pageSize },
    { pollingInterval: MAILBOX_REFRESH_MS, skipPollingIfUnfocused: true },
  );
  const { data, error, isLoading, refetch } = result;
  const pageCount = data ? Math.max(1, Math.ceil(data.totalItems / args.pageSize)) : 1;

  return (
    <Box component="main" sx={{ maxWidth: 760, mx: 'auto', p: { xs: 1.5, sm: 3 } }}>
      <DocumentTitle title={t('mailbox.title')} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('mailbox.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('mailbox.intro', { seconds: MAILBOX_REFRESH_MS / 1000 })}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <SearchFilterInput
          filter={filter}
          value={to}
          onChange={(value) => list.setFilter('to', value)}
        />
        <Link component={RouterLink} to={authPaths.login()}>
          {t('mailbox.backToLogin')}
        </Link>
      </Stack>
      {isLoading && <LoadingState label={t('mailbox.loading')} />}
      {error !== undefined && !data && (
        <ErrorState message={<ApiErrorMessage error={error} />} onRetry={() => void refetch()} />
      )}
      {data && data.mails.length === 0 && (
        <EmptyState
          message={filtersActive ? t('mailbox.emptyFor', { email: to }) : t('mailbox.empty')}
        />
      )}
      {data && data.mails.length > 0 && (
        <Stack spacing={2} component="section" aria-label={t('mailbox.listLabel')}>
          {data.mails.map((mail) => (
            <MailCard key={mail.id} mail={mail} />
          ))}
        </Stack>
      )}
      {data && pageCount > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pageCount}
          page={Math.min(args.page, pageCount)}
          onChange={(_event, page) => list.setPage(page)}
          getItemAriaLabel={(type, page, selected) =>
            type === 'page'
              ? t(selected ? 'mailbox.pageCurrent' : 'mailbox.page', { page })
              : t(`mailbox.${type}`)
          }
        />
      )}
    </Box>
  );
}
