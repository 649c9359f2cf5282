import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegEvent, Passenger } from '@/entities/trip';
import { countryName } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { ActionDialog, StaticTable, type DataTableColumn } from '@/lib/ui';
import { useSavePassengersMutation, useSetDisabledParticipantMutation } from '../api/legs.api';
import { withoutPassenger } from '../model/leg.schemas';
import { PassengerDialog } from './PassengerDialog';

/** The leg's passengers: name, nationality, type, status, reduced mobility; add, edit, remove. */
export function PassengersSection({ context }: { context: LegEvent }) {
  const { t, i18n } = useTranslation('legs');
  const language = toLanguage(i18n.language);
  const { trip, leg } = context;
  const [editing, setEditing] = useState<Passenger | 'new' | null>(null);
  const [removing, setRemoving] = useState<Passenger | null>(null);
  const [savePassengers] = useSavePassengersMutation();
  const [setDisabled] = useSetDisabledParticipantMutation();
  const ids = { tripId: trip.id, legId: leg.id };
  const title = t('passengers.title', { count: leg.passengers.length });

  const columns: DataTableColumn<Passenger>[] = [
    { id: 'name', header: t('passengers.name'), render: (passenger) => passenger.name },
    {
      id: 'nationality',
      header: t('passengers.nationality'),
      render: (passenger) => countryName(passenger.nationality, language),
    },
    { id: 'type', header: t('passengers.type'), render: (p) => t(`ages.${p.type}`) },
    {
      id: 'status',
      header: t('passengers.status'),
      render: (passenger) => t(`passengerStatuses.${passenger.status}`),
    },
    {
      id: 'disabled',
      header: t('passengers.disabled'),
      render: (passenger) => (
        <Switch
          checked={passenger.disabled}
          slotProps={{
            input: { 'aria-label': t('passengers.disabledFor', { name: passenger.name }) },
          }}
          onChange={(_event, disabled) =>
            void setDisabled({ ...ids, passengerId: passenger.id, disabled })
          }
        />
      ),
    },
  ];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="leg-passengers" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography id="leg-passengers" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button variant="outlined" onClick={() => setEditing('new')}>
          {t('passengers.add')}
        </Button>
      </Box>
      <StaticTable
        label={title}
        columns={columns}
        rows={leg.passengers}
        getRowId={(passenger) => passenger.id}
        emptyMessage={t('passengers.empty')}
        framed={false}
        rowActions={(passenger) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <IconButton
              aria-label={t('passengers.editNamed', { name: passenger.name })}
              onClick={() => setEditing(passenger)}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              aria-label={t('passengers.removeNamed', { name: passenger.name })}
              onClick={() => setRemoving(passenger)}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        )}
      />
      {editing !== null && (
        <PassengerDialog
          {...ids}
          passengers={leg.passengers}
          passenger={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ActionDialog
          destructive
          title={t('passengers.removeTitle', { name: removing.name })}
          message={t('passengers.removeMessage')}
          confirmLabel={t('passengers.remove')}
          mutation={() =>
            savePassengers({ ...ids, passengers: withoutPassenger(leg.passengers, removing.id) })
          }
          onClose={() => setRemoving(null)}
        />
      )}
    </Paper>
  );
}
