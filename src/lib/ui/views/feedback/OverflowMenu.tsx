import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MoreIcon } from '../icons';

export interface OverflowMenuItem {
  id: string;
  /** Already translated. */
  label: string;
  icon?: ReactNode;
  /** A link inside the app, or an action; one of the two. */
  to?: string;
  onClick?: () => void;
  /** Deleting, cancelling: drawn in the error colour, below a divider, after the others. */
  destructive?: boolean;
  disabled?: boolean;
}

export interface OverflowMenuProps {
  items: readonly OverflowMenuItem[];
  /** The button's accessible name; default "More actions". */
  label?: string;
  size?: 'small' | 'medium';
}

/**
 * The "⋯" button of a header or a row: secondary actions in a menu, destructive ones set apart
 * at the bottom. Renders nothing when there is nothing to offer.
 */
export function OverflowMenu({ items, label, size = 'medium' }: OverflowMenuProps) {
  const { t } = useTranslation('ui');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (items.length === 0) return null;
  const safe = items.filter((item) => item.destructive !== true);
  const destructive = items.filter((item) => item.destructive === true);
  const close = () => setAnchor(null);

  const entry = (item: OverflowMenuItem) => {
    const link = item.to !== undefined ? { component: RouterLink, to: item.to } : {};
    return (
      <MenuItem
        key={item.id}
        disabled={item.disabled}
        onClick={() => {
          close();
          item.onClick?.();
        }}
        sx={item.destructive === true ? { color: 'error.main' } : undefined}
        {...link}
      >
        {item.icon !== undefined && (
          <ListItemIcon sx={item.destructive === true ? { color: 'error.main' } : undefined}>
            {item.icon}
          </ListItemIcon>
        )}
        <ListItemText>{item.label}</ListItemText>
      </MenuItem>
    );
  };

  const name = label ?? t('detail.more');
  return (
    <>
      <IconButton
        size={size}
        aria-label={name}
        title={name}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor !== null ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {safe.map(entry)}
        {safe.length > 0 && destructive.length > 0 && <Divider />}
        {destructive.map(entry)}
      </Menu>
    </>
  );
}
