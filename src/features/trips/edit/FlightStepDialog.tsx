import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import {
  AGE_CATEGORIES,
  FLIGHT_MISSIONS,
  FLIGHT_TYPES,
  type FlightStep,
  type FlightStepPayload,
  type Trip,
  type TripCascadeResult,
  type TripOrganizationInfos,
} from '@/entities/trip';
import { countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { CheckboxField, FormDialog, applyServerErrors, fieldsFor } from '@/lib/ui';
import { DateTimeField } from '@/lib/ui/form/DateTimeField';
import { useCreateFlightStepMutation, useUpdateFlightStepMutation } from '../api/trips.api';
import { CascadeConfirm } from '../components/CascadeDialogs';
import { servicesCancelledBy } from '../model/cascade';
import { AirportSearchField, toAirportChoice, type AirportChoice } from './AirportSearchField';
import { useLocalTimeHint } from './LocalTimeHint';
import {
  EMPTY_FLIGHT_STEP,
  EMPTY_PASSENGER_ROW,
  airportsChanged,
  flightStepSchema,
  flightStepToValues,
  toFlightStepPayload,
  type FlightStepFormOutput,
  type FlightStepFormValues,
} from './flightStepForm';

const { TextField, NumberField, UnitNumberField, SelectField, AutocompleteField } =
  fieldsFor<FlightStepFormValues>();

function knownAirports(step: FlightStep | null): Map<number, AirportChoice> {
  const map = new Map<number, AirportChoice>();
  if (step) {
    for (const event of [step.flightDeparture, step.flightArrival]) {
      map.set(event.airport.id, toAirportChoice(event.airport));
    }
  }
  return map;
}

/** ETD or ETA, typed in the time of the airport chosen above it. */
function LegTime(props: {
  name: 'etd' | 'eta';
  airportField: 'departureAirportId' | 'arrivalAirportId';
  label: string;
  airports: ReadonlyMap<number, AirportChoice>;
}) {
  const airportId: unknown = useWatch<FlightStepFormValues>({ name: props.airportField });
  const zone = typeof airportId === 'number' ? props.airports.get(airportId)?.timezone : undefined;
  const hint = useLocalTimeHint(props.name, zone);
  return (
    <Box>
      <DateTimeField<FlightStepFormValues>
        name={props.name}
        label={props.label}
        helperText={hint}
        wallClock
        required
      />
    </Box>
  );
}

function PassengerRows() {
  const { t, i18n } = useTranslation('trips');
  const countries = useMemo(() => countryOptions(toLanguage(i18n.language)), [i18n.language]);
  const { fields, append, remove } = useFieldArray<FlightStepFormValues, 'passengers'>({
    name: 'passengers',
  });
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('fields.passengers')}
      </Typography>
      {fields.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={t('edit.passenger', { index: index + 1 })}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr auto' },
          }}
        >
          <TextField
            name={`passengers.${index}.name`}
            label={t('fields.passengerName')}
            autoComplete="off"
            required
          />
          <AutocompleteField
            name={`passengers.${index}.nationality`}
            label={t('fields.nationality')}
            options={countries}
            required
          />
          <SelectField
            name={`passengers.${index}.type`}
            label={t('fields.passengerType')}
            options={AGE_CATEGORIES.map((value) => ({
              value,
              label: t(`ageCategories.${value}`),
            }))}
            required
          />
          <IconButton
            aria-label={t('edit.removePassenger', { index: index + 1 })}
            onClick={() => remove(index)}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <div>
        <Button onClick={() => append({ ...EMPTY_PASSENGER_ROW })}>{t('edit.addPassenger')}</Button>
      </div>
    </Stack>
  );
}

export interface FlightStepDialogProps {
  trip: Trip;
  /** The leg edited, or null to add one. */
  step: FlightStep | null;
  infos: TripOrganizationInfos | undefined;
  /** After a change of airports: what the cascade cancelled. */
  onCascade: (result: TripCascadeResult) => void;
  onClose: () => void;
}

/**
 * Adds or edits a leg. Changing the airports of a leg with services ordered first asks for a
 * confirmation that lists what will be cancelled; the server's field errors land on the fields.
 */
export function FlightStepDialog({ trip, step, infos, onCascade, onClose }: FlightStepDialogProps) {
  const { t } = useTranslation('trips');
  const [createStep] = useCreateFlightStepMutation();
  const [updateStep, update] = useUpdateFlightStepMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState<FlightStepPayload | null>(null);
  // Airports met so far: the leg's own and every search result, for their time zones.
  const [airports, setAirports] = useState<ReadonlyMap<number, AirportChoice>>(() =>
    knownAirports(step),
  );
  const addAirports = useCallback((found: AirportChoice[]) => {
    setAirports((known) =>
      found.every((airport) => known.has(airport.id))
        ? known
        : new Map([...known, ...found.map((airport) => [airport.id, airport] as const)]),
    );
  }, []);
  // useForm takes its options anew at each render: the resolver sees the latest airports.
  const resolver = useMemo<Resolver<FlightStepFormValues, unknown, FlightStepFormOutput>>(
    () =>
      zodResolver(
        flightStepSchema(
          (id) => airports.get(id),
          () => ({ now: new Date(), savedDeparture: step?.flightDeparture.scheduledAt ?? null }),
        ),
      ),
    [airports, step],
  );
  const form = useForm<FlightStepFormValues, unknown, FlightStepFormOutput>({
    defaultValues: step ? flightStepToValues(step) : EMPTY_FLIGHT_STEP,
    resolver,
  });

  const send = async (payload: FlightStepPayload) => {
    setErrors([]);
    try {
      if (step) {
        const { tripId, ...changes } = payload;
        const result = await updateStep({ tripId, stepId: step.id, ...changes }).unwrap();
        if (airportsChanged(step, payload)) onCascade(result);
      } else {
        await createStep(payload).unwrap();
      }
      onClose();
    } catch (error) {
      setPending(null);
      setErrors(applyServerErrors(form, apiErrorOf(error)));
    }
  };

  const onSubmit = async (output: FlightStepFormOutput) => {
    const payload = toFlightStepPayload(trip.id, output);
    if (step && airportsChanged(step, payload)) {
      const cancels = servicesCancelledBy(trip, {
        kind: 'editAirports',
        stepId: step.id,
        departureAirportId: payload.departureAirportId,
        arrivalAirportId: payload.arrivalAirportId,
      });
      if (cancels.length > 0) {
        setPending(payload);
        return;
      }
    }
    await send(payload);
  };

  const crew = (infos?.crewMembers ?? []).map((member) => ({
    value: member.id,
    label: `${member.firstName} ${member.lastName} (${member.crewRole})`,
  }));
  const title = step ? t('edit.editLegTitle', { position: step.position }) : t('edit.addLegTitle');

  return (
    <>
      <FormDialog
        title={title}
        form={form}
        onSubmit={onSubmit}
        onClose={onClose}
        errors={errors}
        submitLabel={t('edit.saveLeg')}
        maxWidth="md"
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
            <Stack spacing={2}>
              <AirportSearchField
                name="departureAirportId"
                label={t('fields.departureAirport')}
                helperText={t('edit.airportSearch')}
                known={airports}
                onResults={addAirports}
              />
              <LegTime
                name="etd"
                airportField="departureAirportId"
                label={t('fields.etd')}
                airports={airports}
              />
            </Stack>
            <Stack spacing={2}>
              <AirportSearchField
                name="arrivalAirportId"
                label={t('fields.arrivalAirport')}
                helperText={t('edit.airportSearch')}
                known={airports}
                onResults={addAirports}
              />
              <LegTime
                name="eta"
                airportField="arrivalAirportId"
                label={t('fields.eta')}
                airports={airports}
              />
            </Stack>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            }}
          >
            <NumberField name="adults" label={t('fields.adults')} integer required />
            <NumberField name="children" label={t('fields.children')} integer required />
            <NumberField name="babies" label={t('fields.babies')} integer required />
            <NumberField name="bags" label={t('fields.bags')} integer required />
            <UnitNumberField name="luggageKg" label={t('fields.luggage')} unit="kg" required />
            <NumberField name="crewCount" label={t('fields.crewCount')} integer required />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <SelectField
              name="flightType"
              label={t('fields.flightType')}
              options={FLIGHT_TYPES.map((value) => ({ value, label: t(`flightTypes.${value}`) }))}
              required
            />
            <SelectField
              name="flightMission"
              label={t('fields.flightMission')}
              options={FLIGHT_MISSIONS.map((value) => ({ value, label: t(`missions.${value}`) }))}
              required
            />
          </Box>
          <AutocompleteField
            name="crewMemberIds"
            label={t('fields.crewMembers')}
            options={crew}
            multiple
          />
          <PassengerRows />
          <CheckboxField<FlightStepFormValues>
            name="visibleInList"
            label={t('fields.visibleInList')}
          />
        </Stack>
      </FormDialog>
      {step && pending && (
        <CascadeConfirm
          open
          title={t('cascade.editAirportsTitle')}
          services={servicesCancelledBy(trip, {
            kind: 'editAirports',
            stepId: step.id,
            departureAirportId: pending.departureAirportId,
            arrivalAirportId: pending.arrivalAirportId,
          })}
          confirmLabel={t('cascade.confirmEdit')}
          loading={update.isLoading}
          onConfirm={() => void send(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
