import type { ReactNode } from 'react';
import { ErrorState } from '../feedback/ErrorState';
import { LoadingState } from '../feedback/LoadingState';
import { ApiErrorMessage } from './ApiErrorMessage';

/** What a page needs of its RTK Query item hook's result (the result itself fits). */
export interface RecordQueryResult<R> {
  data?: R;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Renders `children(record)` once the record is there: a spinner before, the error catalogue's
 * message with a retry when the load failed.
 */
export function RecordGate<R>({
  record,
  children,
}: {
  record: RecordQueryResult<R>;
  children: (data: R) => ReactNode;
}) {
  if (record.data !== undefined) return <>{children(record.data)}</>;
  if (record.error !== undefined && record.error !== null) {
    return (
      <ErrorState
        message={<ApiErrorMessage error={record.error} />}
        onRetry={() => void record.refetch()}
      />
    );
  }
  return <LoadingState />;
}
