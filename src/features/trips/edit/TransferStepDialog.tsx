import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TRANSFER_MODES,
  type TransferStep,
  type TransferStepPayload,
  type Trip,
  type TripCascadeResult,
  type TripOrganizationInfos,
} from '@/entities/trip';
import { CheckboxField, FieldGrid, ResourceFormDialog, fieldsFor } from '@/lib/ui';
import { notify } from '@/lib/feedback';
import { DateTimeField } from '@/lib/ui/views/form/DateTimeField';
import { useCreateTransferStepMutation, useUpdateTransferStepMutation } from '../api/trips.api';
import { useLocalTimeHint } from './LocalTimeHint';
import { saveStep } from './stepMutation';
import {
  EMPTY_TRANSFER,
  toTransferPayload,
  transferOrigins,
  transferSchema,
  transferToValues,
  type TransferFormOutput,
  type TransferFormValues,
} from './transferForm';

const { TextField, NumberField, SelectField } = fieldsFor<TransferFormValues>();

export interface TransferStepDialogProps {
  trip: Trip;
  /** The transfer edited, or null to add one. */
  step: TransferStep | null;
  infos: TripOrganizationInfos | undefined;
  onCascade: (result: TripCascadeResult) => void;
  onClose: () => void;
}

/** The fields that depend on the event left from: the time's zone, the helicopter operators. */
function TransferTimeAndOperator({ trip, infos }: Pick<TransferStepDialogProps, 'trip' | 'infos'>) {
  const { t } = useTranslation('trips');
  const eventId: unknown = useWatch<TransferFormValues>({ name: 'departureEventId' });
  const mode: unknown = useWatch<TransferFormValues>({ name: 'mode' });
  const origin = transferOrigins(trip).find(({ event }) => event.id === eventId);
  const zone = origin?.event.airport.timezone;
  const hint = useLocalTimeHint('departureAt', zone);
  const airportId = origin?.event.airport.id;
  const operators = (infos?.helicopterOperators ?? [])
    .filter((operator) => airportId === undefined || operator.airportIds.includes(airportId))
    .map((operator) => ({ value: operator.id, label: operator.name }));
  return (
    <>
      <DateTimeField<TransferFormValues>
        name="departureAt"
        label={t('fields.departureAt')}
        helperText={hint}
        wallClock
        required
      />
      {mode === 'helicopter' && (
        <SelectField
          name="helicopterOperatorId"
          label={t('fields.helicopterOperator')}
          options={operators}
          emptyOption={t('edit.noOperator')}
        />
      )}
    </>
  );
}

/** Adds or edits a transfer leaving from one of the trip's airports (taxi or helicopter). */
export function TransferStepDialog({
  trip,
  step,
  infos,
  onCascade,
  onClose,
}: TransferStepDialogProps) {
  const { t } = useTranslation('trips');
  const [createStep] = useCreateTransferStepMutation();
  const [updateStep] = useUpdateTransferStepMutation();
  const origins = transferOrigins(trip);
  const resolver = useMemo<Resolver<TransferFormValues, unknown, TransferFormOutput>>(
    () =>
      zodResolver(
        transferSchema(
          (eventId) =>
            transferOrigins(trip).find(({ event }) => event.id === eventId)?.event.airport.timezone,
        ),
      ),
    [trip],
  );

  return (
    <ResourceFormDialog<
      TransferFormValues,
      TransferFormOutput,
      TransferStepPayload,
      TripCascadeResult | null
    >
      title={step ? t('edit.editTransferTitle') : t('edit.addTransferTitle')}
      resolver={resolver}
      defaultValues={step ? transferToValues(step, trip) : EMPTY_TRANSFER}
      mutation={saveStep(step, createStep, updateStep)}
      toPayload={(output) => toTransferPayload(trip.id, output)}
      onSaved={(result, { values }) => {
        if (result && result.cancelledQuotes.length > 0) onCascade(result);
        // One toast naming the transfer (the call's generic one is off).
        notify({
          title: t(step ? 'feedback.transferSaved' : 'feedback.transferAdded', {
            to: values.destination,
          }),
          variant: 'success',
        });
      }}
      onClose={onClose}
      submitLabel={t('edit.saveTransfer')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SelectField
          name="departureEventId"
          label={t('fields.leavingEvent')}
          options={origins.map(({ event, position }) => ({
            value: event.id,
            label: t('edit.eventOption', {
              movement: t(`movements.${event.movementType}`),
              icao: event.airport.icao,
              position,
            }),
          }))}
          required
        />
        <FieldGrid columns={{ sm: '1fr 1fr' }}>
          <SelectField
            name="mode"
            label={t('fields.mode')}
            options={TRANSFER_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))}
            required
          />
          <NumberField name="passengers" label={t('fields.passengerCount')} integer required />
        </FieldGrid>
        <TextField name="destination" label={t('fields.destination')} required />
        <TransferTimeAndOperator trip={trip} infos={infos} />
        <CheckboxField<TransferFormValues> name="visibleInList" label={t('fields.visibleInList')} />
      </Stack>
    </ResourceFormDialog>
  );
}
