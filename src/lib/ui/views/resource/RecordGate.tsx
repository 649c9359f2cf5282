import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { translatedServerKey } from '@/lib/http/errorCatalogue';
import { ErrorState } from '../feedback/ErrorState';
import { FailureMessage } from '../feedback/FailureMessage';
import { LoadingState } from '../feedback/LoadingState';
import { ApiErrorMessage } from '../feedback/ApiErrorMessage';
import { RecordMissing, type BackTo } from './RecordMissing';

export type { BackTo } from './RecordMissing';

/** What a page needs of its RTK Query item hook's result (the result itself fits). */
export interface RecordQueryResult<R> {
  data?: R;
  error?: unknown;
  refetch: () => unknown;
}

/** A record the server says is absent (404) or out of reach (403): retrying will not help. */
export function isMissingRecord(error: unknown): boolean {
  const status = apiErrorOf(error)?.status;
  return status === 404 || status === 403;
}

/**
 * The missing record's page, titled in the server's words when it gave a known key ("This
 * invoice does not exist"): the only place they are said (a screen's read of a 404 gets no
 * toast). The kit's detail stays under them: whether it exists elsewhere is not told.
 */
function MissingRecord({ error, backTo }: { error: unknown; backTo?: BackTo }) {
  const { t } = useTranslation(['ui', 'http']);
  const message = apiErrorOf(error)?.message;
  const title = message === undefined ? undefined : translatedServerKey(message, t);
  if (title === undefined) return <RecordMissing backTo={backTo} />;
  return <RecordMissing backTo={backTo} title={title} detail={t('ui:missing.detail')} />;
}

/**
 * Renders `children(record)` once the record is there: a spinner before; when the record does
 * not exist or cannot be seen, says so with a way back (`backTo`, else the previous page); any
 * other failure shows the error catalogue's message with a retry.
 */
export function RecordGate<R>({
  record,
  backTo,
  failureTitle,
  children,
}: {
  record: RecordQueryResult<R>;
  /** Where "back" leads when the record is missing, e.g. the list: { to: '/fleet', label: 'Aircraft' }. */
  backTo?: BackTo;
  /** What failed, in the screen's words ("Error fetching product data"), above the catalogue's why. */
  failureTitle?: string;
  children: (data: R) => ReactNode;
}) {
  if (record.data !== undefined) return <>{children(record.data)}</>;
  if (record.error !== undefined && record.error !== null) {
    if (isMissingRecord(record.error)) {
      return <MissingRecord error={record.error} backTo={backTo} />;
    }
    return (
      <ErrorState
        message={
          failureTitle ? (
            <FailureMessage title={failureTitle} error={record.error} />
          ) : (
            <ApiErrorMessage error={record.error} />
          )
        }
        onRetry={() => void record.refetch()}
      />
    );
  }
  return <LoadingState />;
}
