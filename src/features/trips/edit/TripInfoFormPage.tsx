import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { TRIP_TYPES } from '@/entities/trip';
import { useGetTripInfosQuery } from '@/entities/trip';
import { notify } from '@/lib/feedback';
import { ResourceFormPage, fieldsFor, useIdParam } from '@/lib/ui';
import { tripPaths } from '../paths';
import {
  useCreateTripMutation,
  useTripOrganizationInfosQuery,
  useUpdateTripMutation,
} from '../api/trips.api';
import {
  EMPTY_TRIP,
  toTripPayload,
  tripSchema,
  tripToValues,
  type TripFormValues,
} from './tripForm';

const { TextField, SelectField } = fieldsFor<TripFormValues>();

/** The aircraft of the organization's fleet (GET api/trip/organization-infos). */
function TripInfoFields() {
  const { t } = useTranslation('trips');
  const infos = useTripOrganizationInfosQuery(undefined);
  const aircraft = (infos.data?.aircraft ?? []).map((item) => ({
    value: item.id,
    label: `${item.registration} · ${item.name} (${item.icaoType})`,
  }));
  return (
    <>
      <TextField name="name" label={t('fields.name')} required autoComplete="off" />
      <SelectField
        name="type"
        label={t('fields.type')}
        options={TRIP_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        required
      />
      <SelectField
        name="organizationAircraftId"
        label={t('fields.aircraft')}
        options={aircraft}
        emptyOption={t('edit.noAircraft')}
        helperText={infos.isError ? t('edit.aircraftUnavailable') : undefined}
      />
    </>
  );
}

/**
 * `/trip-edit` [TRIP_ADD] creates a trip and goes on to its legs; `/trip-edit/aircraft/{trip_id}`
 * [TRIP_EDIT] changes its name, type and aircraft, then shows the trip.
 */
export function TripInfoFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('trips');
  const id = useIdParam('tripId');
  const record = useGetTripInfosQuery(mode === 'add' || id === null ? skipToken : id);
  const [createTrip] = useCreateTripMutation();
  const [updateTrip] = useUpdateTripMutation();
  const title =
    mode === 'add'
      ? t('edit.addTitle')
      : t('edit.aircraftTitle', { name: record.data?.name ?? '…' });

  return (
    <ResourceFormPage
      mode={mode}
      title={title}
      breadcrumbs={[{ label: t('menu.trips'), to: tripPaths.list() }, { label: title }]}
      record={record}
      defaultValues={EMPTY_TRIP}
      toValues={tripToValues}
      toPayload={toTripPayload}
      resolver={zodResolver(tripSchema)}
      create={createTrip}
      update={(payload) => ({
        // One toast naming the trip (the call's generic one is off).
        unwrap: async () => {
          const saved = await updateTrip({ id: id ?? 0, ...payload }).unwrap();
          notify({ title: t('feedback.tripSaved', { name: saved.name }), variant: 'success' });
          return saved;
        },
      })}
      redirectTo={(saved) =>
        mode === 'add'
          ? tripPaths.editFlight({ tripId: saved.id })
          : tripPaths.view({ tripId: saved.id })
      }
      cancelTo={id === null ? tripPaths.list() : tripPaths.view({ tripId: id })}
      draftKey={`trip:${id ?? 'new'}`}
      submitLabel={mode === 'add' ? t('edit.createAndContinue') : undefined}
    >
      <TripInfoFields />
    </ResourceFormPage>
  );
}
