import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FLIGHT_MISSIONS,
  FLIGHT_TYPES,
  type FlightStep,
  type FlightStepPayload,
  type Trip,
  type TripCascadeResult,
  type TripOrganizationInfos,
} from '@/entities/trip';
import { notify } from '@/lib/feedback';
import { CheckboxField, FieldGrid, ResourceFormDialog, fieldsFor } from '@/lib/ui';
import { useCreateFlightStepMutation, useUpdateFlightStepMutation } from '../api/trips.api';
import { CascadeConfirm } from '../components/CascadeDialogs';
import { servicesCancelledBy, type CancelledService } from '../model/cascade';
import { toAirportChoice, type AirportChoice } from './AirportSearchField';
import {
  airportsChanged,
  flightStepSchema,
  flightStepToValues,
  toFlightStepPayload,
  type FlightStepFormOutput,
  type FlightStepFormValues,
} from './flightStepForm';
import { LegEndFields } from './LegEndFields';
import { newLegValues, previousLeg } from './newLeg';
import { PassengerRows } from './PassengerRows';
import { saveStep } from './stepMutation';
import { DECLINED, useConfirmGate } from './useConfirmGate';

const { NumberField, UnitNumberField, SelectField, AutocompleteField } =
  fieldsFor<FlightStepFormValues>();

/** The leg's own airports; a new leg knows where the previous one landed (it leaves from there). */
function knownAirports(step: FlightStep | null, trip: Trip): Map<number, AirportChoice> {
  const map = new Map<number, AirportChoice>();
  const events = step
    ? [step.flightDeparture, step.flightArrival]
    : [previousLeg(trip)?.flightArrival].filter((event) => event !== undefined);
  for (const event of events) map.set(event.airport.id, toAirportChoice(event.airport));
  return map;
}

/** Airports met so far: the leg's own and every search result, for their time zones. */
function useKnownAirports(step: FlightStep | null, trip: Trip) {
  const [airports, setAirports] = useState<ReadonlyMap<number, AirportChoice>>(() =>
    knownAirports(step, trip),
  );
  const addAirports = useCallback((found: AirportChoice[]) => {
    setAirports((known) =>
      found.every((airport) => known.has(airport.id))
        ? known
        : new Map([...known, ...found.map((airport) => [airport.id, airport] as const)]),
    );
  }, []);
  return { airports, addAirports };
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
  const [updateStep] = useUpdateFlightStepMutation();
  const { airports, addAirports } = useKnownAirports(step, trip);
  const cascade = useConfirmGate<readonly CancelledService[]>();
  // The resolver follows the airports met, so each time is read in its airport's zone.
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
  const save = saveStep(step, createStep, updateStep);

  const mutation = (payload: FlightStepPayload) => ({
    unwrap: async () => {
      const services =
        step && airportsChanged(step, payload)
          ? servicesCancelledBy(trip, {
              kind: 'editAirports',
              stepId: step.id,
              departureAirportId: payload.departureAirportId,
              arrivalAirportId: payload.arrivalAirportId,
            })
          : [];
      if (services.length > 0 && !(await cascade.ask(services))) throw DECLINED;
      try {
        return await save(payload).unwrap();
      } finally {
        cascade.settled();
      }
    },
  });

  const crew = (infos?.crewMembers ?? []).map((member) => ({
    value: member.id,
    label: `${member.firstName} ${member.lastName} (${member.crewRole})`,
  }));
  const title = step ? t('edit.editLegTitle', { position: step.position }) : t('edit.addLegTitle');

  return (
    <>
      <ResourceFormDialog<
        FlightStepFormValues,
        FlightStepFormOutput,
        FlightStepPayload,
        TripCascadeResult | null
      >
        title={title}
        resolver={resolver}
        defaultValues={step ? flightStepToValues(step) : newLegValues(trip)}
        mutation={mutation}
        toPayload={(output) => toFlightStepPayload(trip.id, output)}
        onSaved={(result, { values }) => {
          if (result && step && airportsChanged(step, toFlightStepPayload(trip.id, values))) {
            onCascade(result);
          }
          // One toast naming the leg (the call's generic one is off): "Leg LFMN → LSGG saved".
          const ends = {
            from: airports.get(values.departureAirportId ?? 0)?.icao ?? '',
            to: airports.get(values.arrivalAirportId ?? 0)?.icao ?? '',
          };
          notify({
            title: t(step ? 'feedback.legSaved' : 'feedback.legAdded', ends),
            variant: 'success',
          });
        }}
        onClose={onClose}
        submitLabel={t('edit.saveLeg')}
        maxWidth="md"
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FieldGrid columns={{ md: '1fr 1fr' }}>
            <LegEndFields end="departure" airports={airports} onResults={addAirports} />
            <LegEndFields end="arrival" airports={airports} onResults={addAirports} />
          </FieldGrid>
          <FieldGrid columns={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }}>
            <NumberField name="adults" label={t('fields.adults')} integer required />
            <NumberField name="children" label={t('fields.children')} integer required />
            <NumberField name="babies" label={t('fields.babies')} integer required />
            <NumberField name="bags" label={t('fields.bags')} integer required />
            <UnitNumberField name="luggageKg" label={t('fields.luggage')} unit="kg" required />
            <NumberField name="crewCount" label={t('fields.crewCount')} integer required />
          </FieldGrid>
          <FieldGrid columns={{ sm: '1fr 1fr' }}>
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
          </FieldGrid>
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
      </ResourceFormDialog>
      {cascade.asking && (
        <CascadeConfirm
          open
          title={t('cascade.editAirportsTitle')}
          services={cascade.asking.question}
          confirmLabel={t('cascade.confirmEdit')}
          loading={cascade.asking.running}
          onConfirm={() => cascade.asking?.answer(true)}
          onClose={() => cascade.asking?.answer(false)}
        />
      )}
    </>
  );
}
