import Box from '@mui/material/Box';
import { enqueueSnackbar } from 'notistack';
import { TOAST_TIMEOUT_MS } from '@/lib/config/constants';
import type { FeedbackMessage } from './types';

/** Toasts asked for before the SnackbarProvider mounted (e.g. at app start); flushed on mount. */
const pending: FeedbackMessage[] = [];

function ToastMessage({ title, detail }: Pick<FeedbackMessage, 'title' | 'detail'>) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="strong" sx={{ fontWeight: 600 }}>
        {title}
      </Box>
      {detail ? <Box component="span">{detail}</Box> : null}
    </Box>
  );
}

function show(message: FeedbackMessage) {
  enqueueSnackbar(<ToastMessage title={message.title} detail={message.detail} />, {
    variant: message.variant,
    autoHideDuration: TOAST_TIMEOUT_MS,
    // The same toast raised by several calls at once shows once.
    key: `${message.variant}:${message.title}:${message.detail ?? ''}`,
    preventDuplicate: true,
  });
}

/** Shows a toast from anywhere (interceptors included); notistack's global works once a provider is mounted. */
export function notify(message: FeedbackMessage): void {
  // notistack assigns its global enqueueSnackbar when the first SnackbarProvider is constructed.
  if (typeof enqueueSnackbar !== 'function') {
    pending.push(message);
    return;
  }
  show(message);
}

/** Called by FeedbackProvider once mounted. */
export function flushPendingToasts(): void {
  if (typeof enqueueSnackbar !== 'function') return;
  pending.splice(0).forEach(show);
}
