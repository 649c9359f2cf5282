import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OverflowMenu, type OverflowMenuItem } from './OverflowMenu';

/** A header's secondary action: an outlined button from sm up, an entry of "⋯" on a phone. */
export interface HeaderAction extends OverflowMenuItem {
  /** The button drawn from sm up when a plain outlined one will not do (a download's progress). */
  button?: ReactNode;
}

function SecondaryButton({ action }: { action: HeaderAction }) {
  if (action.button !== undefined) return <>{action.button}</>;
  const link = action.to !== undefined ? { component: RouterLink, to: action.to } : {};
  return (
    <Button
      variant="outlined"
      color={action.destructive === true ? 'error' : 'primary'}
      startIcon={action.icon}
      disabled={action.disabled}
      onClick={action.onClick}
      {...link}
    >
      {action.label}
    </Button>
  );
}

/**
 * The header's actions in one row that never wraps: the secondary buttons (from sm up), the
 * primary action and "⋯". On a phone the secondary ones join "⋯", so the title, the primary
 * action and "⋯" share the title's row (the title wraps first; UI.md, issue 29).
 */
export function HeaderActions(props: {
  secondary: readonly HeaderAction[];
  actions: ReactNode;
  menu: readonly OverflowMenuItem[];
  label: string;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const menu = phone ? [...props.secondary, ...props.menu] : props.menu;
  return (
    <Box
      role="group"
      aria-label={props.label}
      sx={{
        display: 'flex',
        flexWrap: 'nowrap',
        alignItems: 'center',
        gap: 1,
        // On a phone the group sits beside the title if it fits with its words wrapped (its
        // min-content), then grows to its natural width before the title takes the rest; "⋯"
        // stays whole. Wider, it keeps its natural width and goes under the title when room lacks.
        flex: { xs: '1000 0 0', sm: '0 1 auto' },
        minWidth: { xs: 'min-content', sm: 0 },
        maxWidth: { xs: 'max-content', sm: 'none' },
        '& .MuiIconButton-root': { flexShrink: 0 },
        [theme.breakpoints.down('sm')]: { '& .MuiButton-root': { px: 1.25, lineHeight: 1.3 } },
      }}
    >
      {!phone &&
        props.secondary.map((action) => <SecondaryButton key={action.id} action={action} />)}
      {props.actions}
      <OverflowMenu items={menu} />
    </Box>
  );
}
