import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchOrganizationsQuery, type Organization } from '@/entities/organization';
import type { SelectedOrganization } from '@/lib/auth/organizationSlice';

/** Typing waits 300 ms before asking the API, so a search costs one request, not one per key. */
function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function OperatorOrganizationDialog(props: {
  onClose: () => void;
  onSelect: (organization: SelectedOrganization) => void;
}) {
  const { t } = useTranslation(['common', 'enums']);
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  const { data, isFetching } = useSearchOrganizationsQuery(search);
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="operator-org-title"
    >
      <DialogTitle id="operator-org-title">{t('organization.actOnAnother')}</DialogTitle>
      <DialogContent>
        <Autocomplete<Organization>
          sx={{ mt: 1 }}
          options={data?.organizations ?? []}
          loading={isFetching}
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.legalName}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_event, value) => setInput(value)}
          onChange={(_event, value) => {
            if (value) props.onSelect({ id: value.id, name: value.legalName });
          }}
          noOptionsText={t('organization.noMatch')}
          loadingText={t('status.loading')}
          renderOption={(optionProps, option) => (
            <li {...optionProps} key={option.id}>
              {option.legalName} · {option.countryCode} ·{' '}
              {t(`enums:OrganizationTypology.${option.organizationTypology}`, {
                defaultValue: option.organizationTypology,
              })}
            </li>
          )}
          renderInput={(params) => <TextField {...params} label={t('organization.search')} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
