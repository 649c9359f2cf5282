import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganization } from '@/lib/auth/organizationSlice';
import { selectUser } from '@/lib/auth/sessionSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { visuallyHidden } from '@/lib/ui/views/visuallyHidden';
import { actingOrganizationOf } from './actingOrganization';

/** The top of the menu: who the user acts for, and as what (buyer, seller, operator). */
export function ActingOrganizationBlock({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectUser);
  const selected = useAppSelector(selectSelectedOrganization);
  const acting = actingOrganizationOf(selected, user?.organizations ?? []);
  if (!acting) return null;
  const roles = acting.roles.map((role) => t(`organization.${role}`)).join(' · ');
  if (collapsed) {
    const summary = t('shell.actingFor', { name: acting.name, roles });
    return (
      <Tooltip title={summary} placement="right">
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <Avatar variant="rounded" sx={AVATAR_SX}>
            <span aria-hidden>{initialsOf(acting.name)}</span>
            <span style={visuallyHidden}>{summary}</span>
          </Avatar>
        </Box>
      </Tooltip>
    );
  }
  return (
    <Box sx={{ mx: 1.5, mb: 1, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'navigation.selected' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={acting.name}>
        {acting.name}
      </Typography>
      <Typography variant="caption" component="p" sx={SMALL_CAPS}>
        {roles}
      </Typography>
    </Box>
  );
}

const AVATAR_SX = {
  width: 36,
  height: 36,
  fontSize: '0.875rem',
  bgcolor: 'navigation.selected',
  color: 'inherit',
} as const;

const SMALL_CAPS = {
  fontVariant: 'all-small-caps',
  letterSpacing: '0.06em',
  fontSize: '0.8125rem',
} as const;

/** "Alpine Jet Services" -> "AJ": two initials for the collapsed menu. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
