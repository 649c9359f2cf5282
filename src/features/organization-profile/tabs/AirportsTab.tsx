import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Airport } from '@/entities/organization';
import { countryName } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { DeleteIcon } from '@/lib/ui/icons';
import {
  ApiErrorMessage,
  ConfirmDialog,
  EmptyState,
  Form,
  RecordGate,
  SubmitButton,
  applyServerErrors,
  fieldsFor,
} from '@/lib/ui';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import {
  useGetAirportsQuery,
  useAirportSearchQuery,
  useUpdateAirportsMutation,
} from '../api/organizations.api';
import type { OrganizationTabProps } from '@/entities/organization';

interface AddAirportValues {
  airport: string | null;
}

const { AutocompleteField } = fieldsFor<AddAirportValues>();
const airportLabel = (airport: Airport) =>
  `${airport.icao}${airport.iata ? ` / ${airport.iata}` : ''} — ${airport.name}`;

/** Search the catalogue and add one airport to the list. */
function AddAirport({
  icaos,
  save,
}: {
  icaos: string[];
  save: (next: string[]) => Promise<unknown>;
}) {
  const { t } = useTranslation('organizations');
  const [text, setText] = useState('');
  const found = useAirportSearchQuery(text);
  const form = useForm<AddAirportValues>({ defaultValues: { airport: null } });
  const options = (found.data?.airports ?? [])
    .filter((airport) => !icaos.includes(airport.icao))
    .map((airport) => ({ value: airport.icao, label: airportLabel(airport) }));

  const onSubmit = async ({ airport }: AddAirportValues) => {
    if (airport === null) return;
    try {
      await save([...icaos, airport]);
      form.reset({ airport: null });
    } catch (error) {
      applyServerErrors(form, apiErrorOf(error), { fieldMap: { airportIcaos: 'airport' } });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('airports.add')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, width: '100%' }}>
          <AutocompleteField
            name="airport"
            label={t('fields.airport')}
            options={options}
            onInputChange={setText}
            loading={found.isFetching}
            placeholder={t('airports.searchPlaceholder')}
            noOptionsText={t('airports.noMatch')}
          />
        </Box>
        <SubmitButton>{t('airports.add')}</SubmitButton>
      </Stack>
    </Form>
  );
}

/** Airports: the organization's airports, added from the catalogue, removed after a confirmation. */
export default function AirportsTab({ organizationId, readOnly }: OrganizationTabProps) {
  const { t, i18n } = useTranslation('organizations');
  const language = toLanguage(i18n.language);
  const record = useGetAirportsQuery(organizationId);
  const [update, updating] = useUpdateAirportsMutation();
  const [removing, setRemoving] = useState<Airport | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const save = async (airportIcaos: string[]) => {
    setFailure(null);
    try {
      return await update({ id: organizationId, airportIcaos }).unwrap();
    } catch (error) {
      setFailure(error);
      throw error;
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('tabs.airports')}
        </Typography>
        <RecordGate record={record}>
          {({ airports }) => (
            <Stack spacing={2}>
              {failure !== null && (
                <Alert severity="error" role="alert">
                  <ApiErrorMessage error={failure} />
                </Alert>
              )}
              {airports.length === 0 ? (
                <EmptyState message={t('airports.empty')} />
              ) : (
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small" aria-label={t('airports.tableLabel')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('airports.icao')}</TableCell>
                        <TableCell>{t('airports.iata')}</TableCell>
                        <TableCell>{t('airports.name')}</TableCell>
                        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                          {t('airports.country')}
                        </TableCell>
                        {!readOnly && <TableCell align="right">{t('airports.actions')}</TableCell>}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {airports.map((airport) => (
                        <TableRow key={airport.icao}>
                          <TableCell>{airport.icao}</TableCell>
                          <TableCell>{airport.iata ?? '—'}</TableCell>
                          <TableCell>
                            {airport.name}
                            <Typography variant="body2" color="text.secondary">
                              {airport.city}
                            </Typography>
                          </TableCell>
                          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                            {countryName(airport.countryCode, language)}
                          </TableCell>
                          {!readOnly && (
                            <TableCell align="right">
                              <IconButton
                                color="error"
                                onClick={() => setRemoving(airport)}
                                aria-label={t('airports.remove', { name: airport.name })}
                              >
                                <DeleteIcon fontSize="small" />
                              </IconButton>
                            </TableCell>
                          )}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
              {!readOnly && (
                <AddAirport icaos={airports.map((airport) => airport.icao)} save={save} />
              )}
              <ConfirmDialog
                open={removing !== null}
                title={t('airports.removeTitle')}
                message={removing ? t('airports.removeMessage', { name: removing.name }) : ''}
                destructive
                confirmLabel={t('airports.removeConfirm')}
                loading={updating.isLoading}
                onClose={() => setRemoving(null)}
                onConfirm={() => {
                  const gone = removing;
                  setRemoving(null);
                  if (gone) {
                    void save(
                      airports.filter((a) => a.icao !== gone.icao).map((a) => a.icao),
                    ).catch(() => undefined);
                  }
                }}
              />
            </Stack>
          )}
        </RecordGate>
      </Stack>
    </Paper>
  );
}
