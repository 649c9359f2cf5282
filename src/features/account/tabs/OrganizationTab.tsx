import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, RecordGate } from '@/lib/ui';
import { useGetMyOrganizationsQuery, useSetDefaultOrganizationMutation } from '../api/account.api';
import type { MyOrganization } from '../../../entities/account';

function sideOf(organization: MyOrganization): 'buyer' | 'seller' | 'both' | 'operator' {
  if (organization.buyer && organization.seller) return 'both';
  if (organization.buyer) return 'buyer';
  if (organization.seller) return 'seller';
  return 'operator';
}

function Organizations({ organizations }: { organizations: MyOrganization[] }) {
  const { t } = useTranslation('account');
  const [setDefault, { isLoading }] = useSetDefaultOrganizationMutation();
  const labelId = useId();
  const current = organizations.find((o) => o.isDefault)?.id ?? null;
  if (organizations.length === 0) return <EmptyState message={t('organization.empty')} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={labelId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('organization.defaultTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('organization.defaultHelp')}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={current === null ? '' : String(current)}
        onChange={(event) => void setDefault({ organizationId: Number(event.target.value) })}
      >
        <List disablePadding>
          {organizations.map((organization) => (
            <ListItem
              key={organization.id}
              divider
              disableGutters
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              <FormControlLabel
                value={String(organization.id)}
                control={<Radio disabled={isLoading} />}
                label={organization.name}
                sx={{ flex: '1 1 220px', mr: 0 }}
              />
              <ListItemText
                sx={{ flex: '1 1 220px' }}
                primary={t(`organization.roles.${organization.role}`)}
                secondary={organization.workrole?.name ?? t('organization.noWorkrole')}
              />
              <Chip size="small" label={t(`organization.sides.${sideOf(organization)}`)} />
              {organization.isDefault && (
                <Chip size="small" color="primary" label={t('organization.default')} />
              )}
            </ListItem>
          ))}
        </List>
      </RadioGroup>
    </Paper>
  );
}

/** The organizations I belong to, my role and workrole there; the default one for next login. */
export default function OrganizationTab() {
  const organizations = useGetMyOrganizationsQuery(undefined);
  return (
    <RecordGate record={organizations}>
      {(data) => <Organizations organizations={data} />}
    </RecordGate>
  );
}
