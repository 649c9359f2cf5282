import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxIcon } from '../icons';

export interface EmptyStateProps {
  /** Already translated, e.g. t('trips:list.empty') = "No trip found". Defaults to "No results". */
  message?: ReactNode;
  /** Decorative: hidden from assistive technology, the message says it all. False: none. */
  icon?: ReactNode;
  /** An optional call to action (e.g. "Create a trip"). */
  action?: ReactNode;
}

export function EmptyState({ message, icon, action }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
        textAlign: 'center',
      }}
    >
      {icon !== false && (
        <Box aria-hidden sx={{ color: 'text.disabled', fontSize: 48, lineHeight: 0 }}>
          {icon ?? <InboxIcon fontSize="inherit" />}
        </Box>
      )}
      <Typography color="text.secondary">{message ?? t('state.empty')}</Typography>
      {action}
    </Box>
  );
}
