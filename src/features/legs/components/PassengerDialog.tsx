import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { AGE_CATEGORIES, PASSENGER_STATUSES, type Passenger } from '@/entities/trip';
import { countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { CheckboxField, FormDialog, applyServerErrors, fieldsFor } from '@/lib/ui';
import { useSavePassengersMutation } from '../api/legs.api';
import {
  EMPTY_PASSENGER,
  passengerSchema,
  toPassengerForm,
  withPassenger,
  type PassengerFormValues,
  type PassengerSchemaOutput,
} from '../model/leg.schemas';

const { TextField, SelectField, AutocompleteField } = fieldsFor<PassengerFormValues>();

export interface PassengerDialogProps {
  tripId: number;
  legId: number;
  passengers: readonly Passenger[];
  /** The passenger edited, or null to add one. */
  passenger: Passenger | null;
  onClose: () => void;
}

/** Adds or edits one passenger of the leg (the leg's whole list is sent, ids kept). */
export function PassengerDialog(props: PassengerDialogProps) {
  const { tripId, legId, passengers, passenger, onClose } = props;
  const { t, i18n } = useTranslation('legs');
  const countries = useMemo(() => countryOptions(toLanguage(i18n.language)), [i18n.language]);
  const [savePassengers] = useSavePassengersMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<PassengerFormValues, unknown, PassengerSchemaOutput>({
    defaultValues: passenger ? toPassengerForm(passenger) : EMPTY_PASSENGER,
    resolver: zodResolver(passengerSchema),
  });

  const onSubmit = async (output: PassengerSchemaOutput) => {
    setErrors([]);
    const list = withPassenger(passengers, output, passenger?.id);
    try {
      await savePassengers({ tripId, legId, passengers: list }).unwrap();
      onClose();
    } catch (error) {
      // The API names the list's fields (passengers[2].name): the edited one is the dialog's.
      const index = passenger
        ? passengers.findIndex((p) => p.id === passenger.id)
        : list.length - 1;
      const fieldMap = Object.fromEntries(
        ['name', 'nationality', 'type', 'status', 'disabled'].map((field) => [
          `passengers[${index}].${field}`,
          field,
        ]),
      );
      setErrors(applyServerErrors(form, apiErrorOf(error), { fieldMap }));
    }
  };

  return (
    <FormDialog
      title={
        passenger ? t('passengers.editTitle', { name: passenger.name }) : t('passengers.addTitle')
      }
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      errors={errors}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField name="name" label={t('passengers.name')} autoComplete="off" required />
        <AutocompleteField
          name="nationality"
          label={t('passengers.nationality')}
          options={countries}
          required
        />
        <SelectField
          name="type"
          label={t('passengers.type')}
          options={AGE_CATEGORIES.map((value) => ({ value, label: t(`ages.${value}`) }))}
          required
        />
        <SelectField
          name="status"
          label={t('passengers.status')}
          options={PASSENGER_STATUSES.map((value) => ({
            value,
            label: t(`passengerStatuses.${value}`),
          }))}
          required
        />
        <CheckboxField<PassengerFormValues> name="disabled" label={t('passengers.disabledLabel')} />
      </Box>
    </FormDialog>
  );
}
