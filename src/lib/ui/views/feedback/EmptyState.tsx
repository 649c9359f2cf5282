import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportKitBreach } from '../../controllers/rules/kitBreaches';
import { InboxIcon } from '../icons';

export interface EmptyStateProps {
  /** Already translated, e.g. t('trips:list.empty') = "No trip found". Defaults to "No results". */
  message?: ReactNode;
  /** Decorative: hidden from assistive technology, the message says it all. False: none. */
  icon?: ReactNode;
  /**
   * An optional call to action (e.g. "Create a trip"): outlined when the page header holds the
   * primary (contained) action already, as a list's header does (UI.md: one primary action a page).
   */
  action?: ReactNode;
}

export function EmptyState({ message, icon, action }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  const ref = useSecondPrimaryCheck();
  return (
    <Box
      ref={ref}
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

/** UI.md: a contained action here beside the page header's contained one is a second primary. */
function useSecondPrimaryCheck() {
  const ref = useRef<HTMLElement>(null);
  const reported = useRef(false);
  useEffect(() => {
    const box = ref.current;
    if (!import.meta.env.DEV || reported.current || !box) return;
    if (box.closest('[role="dialog"]') || !box.querySelector('.MuiButton-contained')) return;
    if (!document.querySelector('[data-page-header] .MuiButton-contained')) return;
    reported.current = true;
    reportKitBreach(
      `EmptyState "${box.textContent ?? ''}": a contained action while the page header has the primary one; make it outlined (UI.md)`,
    );
  });
  return ref;
}
