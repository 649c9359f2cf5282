import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { Airport, OrganizationTabProps } from '@/entities/organization';
import { countryName } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { DeleteIcon } from '@/lib/ui/views/icons';
import {
  ActionDialog,
  ApiErrorMessage,
  Form,
  FormErrors,
  RecordGate,
  StaticTable,
  SubmitButton,
  fieldsFor,
  useMutationForm,
  type DataTableColumn,
} from '@/lib/ui';
import { VALIDATOR, required } from '@/lib/validation';
import {
  useGetAirportsQuery,
  useAirportSearchQuery,
  useUpdateAirportsMutation,
} from '../api/organizations.api';

interface AddAirportValues {
  airport: string | null;
}

const addAirportSchema = z.object({
  airport: z.pipe(z.nullable(z.string({ error: VALIDATOR.required })), required),
});

const { AutocompleteField } = fieldsFor<AddAirportValues>();
const airportLabel = (airport: Airport) =>
  `${airport.icao}${airport.iata ? ` / ${airport.iata}` : ''} — ${airport.name}`;

/** Search the catalogue and add one airport to the list (the whole list is sent). */
function AddAirport({ organizationId, icaos }: { organizationId: number; icaos: string[] }) {
  const { t } = useTranslation('organizations');
  const [text, setText] = useState('');
  const found = useAirportSearchQuery(text);
  const [update] = useUpdateAirportsMutation();
  const { form, submit, errors, failure } = useMutationForm({
    schema: addAirportSchema,
    defaultValues: { airport: null },
    mutation: ({ airport }: { airport: string }) =>
      update({ id: organizationId, airportIcaos: [...icaos, airport] }),
    fieldMap: { airportIcaos: 'airport' },
    onSaved: (_saved, { form: added }) => added.reset({ airport: null }),
  });
  const options = (found.data?.airports ?? [])
    .filter((airport) => !icaos.includes(airport.icao))
    .map((airport) => ({ value: airport.icao, label: airportLabel(airport) }));

  return (
    <Form form={form} onSubmit={submit} aria-label={t('airports.add')}>
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" role="alert">
            <ApiErrorMessage error={failure} />
          </Alert>
        )}
        <FormErrors messages={errors} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
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
      </Stack>
    </Form>
  );
}

function useColumns(): DataTableColumn<Airport>[] {
  const { t, i18n } = useTranslation('organizations');
  const language = toLanguage(i18n.language);
  return [
    { id: 'icao', header: t('airports.icao'), render: (airport) => airport.icao },
    { id: 'iata', header: t('airports.iata'), render: (airport) => airport.iata ?? '—' },
    {
      id: 'name',
      header: t('airports.name'),
      render: (airport) => (
        <>
          {airport.name}
          <Typography variant="body2" color="text.secondary">
            {airport.city}
          </Typography>
        </>
      ),
    },
    {
      id: 'country',
      header: t('airports.country'),
      hideOnXs: true,
      render: (airport) => countryName(airport.countryCode, language),
    },
  ];
}

/** Airports: the organization's airports, added from the catalogue, removed after a confirmation. */
export default function AirportsTab({ organizationId, readOnly }: OrganizationTabProps) {
  const { t } = useTranslation('organizations');
  const record = useGetAirportsQuery(organizationId);
  const [update] = useUpdateAirportsMutation();
  const [removing, setRemoving] = useState<Airport | null>(null);
  const columns = useColumns();

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('tabs.airports')}
        </Typography>
        <RecordGate record={record}>
          {({ airports }) => (
            <Stack spacing={2}>
              <StaticTable
                label={t('airports.tableLabel')}
                columns={columns}
                rows={airports}
                getRowId={(airport) => airport.icao}
                emptyMessage={t('airports.empty')}
                framed={false}
                rowActions={
                  readOnly
                    ? undefined
                    : (airport) => (
                        <IconButton
                          color="error"
                          onClick={() => setRemoving(airport)}
                          aria-label={t('airports.remove', { name: airport.name })}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      )
                }
              />
              {!readOnly && (
                <AddAirport
                  organizationId={organizationId}
                  icaos={airports.map((airport) => airport.icao)}
                />
              )}
              {removing && (
                <ActionDialog
                  destructive
                  title={t('airports.removeTitle')}
                  message={t('airports.removeMessage', { name: removing.name })}
                  confirmLabel={t('airports.removeConfirm')}
                  mutation={() =>
                    update({
                      id: organizationId,
                      airportIcaos: airports
                        .filter((airport) => airport.icao !== removing.icao)
                        .map((airport) => airport.icao),
                    })
                  }
                  onClose={() => setRemoving(null)}
                />
              )}
            </Stack>
          )}
        </RecordGate>
      </Stack>
    </Paper>
  );
}
