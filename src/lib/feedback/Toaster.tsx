import Box from '@mui/material/Box';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { TOAST_TIMEOUT_MS } from '@/lib/config/constants';
import { attachToaster } from './notify';
import type { FeedbackMessage } from './types';

const MAX_TOASTS = 3;
/**
 * Bottom centre: top right covered the top bar's account and settings buttons, and a pointer
 * resting on a toast there (to reach them) kept it open, since notistack pauses on hover.
 */
const ANCHOR = { vertical: 'bottom', horizontal: 'center' } as const;

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

/** notistack's provider, mounted with the first toast; it shows the queued ones. */
export default function Toaster() {
  useEffect(() => attachToaster(show), []);
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      anchorOrigin={ANCHOR}
      autoHideDuration={TOAST_TIMEOUT_MS}
    />
  );
}
