import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegEvent } from '@/entities/trip';
import type { Passenger } from '@/entities/trip';
import { countryName } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { ConfirmDialog } from '@/lib/ui';
import { visuallyHidden } from '@/lib/ui/visuallyHidden';
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
  const [savePassengers, removal] = useSavePassengersMutation();
  const [setDisabled] = useSetDisabledParticipantMutation();
  const ids = { tripId: trip.id, legId: leg.id };

  const remove = async (passenger: Passenger) => {
    const result = await savePassengers({
      ...ids,
      passengers: withoutPassenger(leg.passengers, passenger.id),
    });
    if (!result.error) setRemoving(null);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="leg-passengers" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography id="leg-passengers" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('passengers.title', { count: leg.passengers.length })}
        </Typography>
        <Button variant="outlined" onClick={() => setEditing('new')}>
          {t('passengers.add')}
        </Button>
      </Box>
      {leg.passengers.length === 0 ? (
        <Typography color="text.secondary">{t('passengers.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="leg-passengers">
            <TableHead>
              <TableRow>
                <TableCell>{t('passengers.name')}</TableCell>
                <TableCell>{t('passengers.nationality')}</TableCell>
                <TableCell>{t('passengers.type')}</TableCell>
                <TableCell>{t('passengers.status')}</TableCell>
                <TableCell>{t('passengers.disabled')}</TableCell>
                <TableCell>
                  <span style={visuallyHidden}>{t('passengers.actions')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {leg.passengers.map((passenger) => (
                <TableRow key={passenger.id}>
                  <TableCell>{passenger.name}</TableCell>
                  <TableCell>{countryName(passenger.nationality, language)}</TableCell>
                  <TableCell>{t(`ages.${passenger.type}`)}</TableCell>
                  <TableCell>{t(`passengerStatuses.${passenger.status}`)}</TableCell>
                  <TableCell>
                    <Switch
                      checked={passenger.disabled}
                      slotProps={{
                        input: {
                          'aria-label': t('passengers.disabledFor', { name: passenger.name }),
                        },
                      }}
                      onChange={(_event, disabled) =>
                        void setDisabled({ ...ids, passengerId: passenger.id, disabled })
                      }
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
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
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== null && (
        <PassengerDialog
          {...ids}
          passengers={leg.passengers}
          passenger={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        destructive
        loading={removal.isLoading}
        title={t('passengers.removeTitle', { name: removing?.name ?? '' })}
        message={t('passengers.removeMessage')}
        confirmLabel={t('passengers.remove')}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
