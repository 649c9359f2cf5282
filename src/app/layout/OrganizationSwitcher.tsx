import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import { invalidateEveryTag } from '@/lib/api/baseApi';
import {
  organizationSelected,
  selectSelectedOrganization,
  type SelectedOrganization,
} from '@/lib/auth/organizationSlice';
import { selectUser } from '@/lib/auth/sessionSlice';
import { useCan } from '@/lib/auth/useCan';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

// Loaded when an operator opens it: its Autocomplete (and search) would otherwise ride on every
// shell route for every user.
const OperatorOrganizationDialog = lazy(() =>
  import('./OperatorOrganizationDialog').then((module) => ({
    default: module.OperatorOrganizationDialog,
  })),
);

/** Users act for one selected organization; operators may also act on any organization. */
export function OrganizationSwitcher() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const revalidator = useRevalidator();
  const user = useAppSelector(selectUser);
  const selected = useAppSelector(selectSelectedOrganization);
  const can = useCan();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [searching, setSearching] = useState(false);
  const organizations = user?.organizations ?? [];
  const isOperator = can('OPERATOR_ORGANIZATION_VIEW');

  const select = (organization: SelectedOrganization) => {
    setAnchor(null);
    setSearching(false);
    if (organization.id === selected?.id) return;
    dispatch(organizationSelected(organization));
    // Data is per organization: refetch what is shown and re-run the guard for the current page.
    dispatch(invalidateEveryTag());
    void revalidator.revalidate();
  };

  if (organizations.length === 0 && !isOperator) return null;
  const label = selected?.name ?? t('organization.none');
  return (
    <>
      <Button
        color="inherit"
        startIcon={<BusinessIcon />}
        aria-label={t('organization.switcherLabel', { name: label })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0, maxWidth: '100%' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {label}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {organizations.map((organization) => (
          <MenuItem
            key={organization.id}
            selected={organization.id === selected?.id}
            onClick={() => select({ id: organization.id, name: organization.name })}
          >
            <ListItemText
              primary={organization.name}
              secondary={
                <Stack direction="row" spacing={0.5} component="span" sx={{ mt: 0.5 }}>
                  {organization.buyer && (
                    <Chip size="small" label={t('organization.buyer')} component="span" />
                  )}
                  {organization.seller && (
                    <Chip size="small" label={t('organization.seller')} component="span" />
                  )}
                  {!organization.buyer && !organization.seller && (
                    <Chip size="small" label={t('organization.operator')} component="span" />
                  )}
                </Stack>
              }
            />
          </MenuItem>
        ))}
        {isOperator && organizations.length > 0 && <Divider />}
        {isOperator && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setSearching(true);
            }}
          >
            {t('organization.actOnAnother')}
          </MenuItem>
        )}
      </Menu>
      {searching && (
        <Suspense fallback={null}>
          <OperatorOrganizationDialog onClose={() => setSearching(false)} onSelect={select} />
        </Suspense>
      )}
    </>
  );
}
