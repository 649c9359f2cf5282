import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGE_CATEGORIES,
  PASSENGER_STATUSES,
  type Passenger,
  type PassengerPayload,
} from '@/entities/trip';
import { countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { CheckboxField, FieldGrid, ResourceFormDialog, fieldsFor } from '@/lib/ui';
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
const PASSENGER_FIELDS = ['name', 'nationality', 'type', 'status', 'disabled'] as const;

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
  // The API names the list's fields (passengers[2].name): the edited one is the dialog's.
  const index = passenger ? passengers.findIndex((p) => p.id === passenger.id) : passengers.length;
  const fieldMap = Object.fromEntries(
    PASSENGER_FIELDS.map((field) => [`passengers[${index}].${field}`, field]),
  );

  return (
    <ResourceFormDialog<PassengerFormValues, PassengerSchemaOutput, PassengerPayload[]>
      title={
        passenger ? t('passengers.editTitle', { name: passenger.name }) : t('passengers.addTitle')
      }
      schema={passengerSchema}
      defaultValues={passenger ? toPassengerForm(passenger) : EMPTY_PASSENGER}
      toPayload={(output) => withPassenger(passengers, output, passenger?.id)}
      mutation={(list) => savePassengers({ tripId, legId, passengers: list })}
      fieldMap={fieldMap}
      onClose={onClose}
    >
      <FieldGrid columns={{ sm: '1fr 1fr' }} sx={{ pt: 1 }}>
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
      </FieldGrid>
    </ResourceFormDialog>
  );
}
