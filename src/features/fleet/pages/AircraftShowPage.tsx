import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { OrganizationAircraft } from '@/entities/organization';
import { DetailSection, DeclaredShowPage, StatusChip, useDisplayFormat } from '@/lib/ui';
import { organizationAircraft } from '../resource';
import {
  useDeleteOrganizationAircraftMutation,
  useGetOrganizationAircraftQuery,
} from '../api/organizationFleet.api';
import {
  AIRCRAFT_STATUS_TONES,
  aircraftLabel,
  airportLabel,
  typeLabel,
} from '../components/aircraftDisplay';

/** /organization-aircraft/show/:id [ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW]: one aircraft, figures in the person's units. */
export default function AircraftShowPage() {
  const { t } = useTranslation('fleet');
  const show = useDisplayFormat();

  return (
    <DeclaredShowPage<OrganizationAircraft>
      resource={organizationAircraft}
      useRecord={useGetOrganizationAircraftQuery}
      useDelete={useDeleteOrganizationAircraftMutation}
      deletable={(aircraft) => !aircraft.boundToTrip}
      deleteMessage={(aircraft) => t('aircraft.deleteMessage', { name: aircraftLabel(aircraft) })}
      listTitle={t('aircraft.title')}
      placeholderTitle={t('aircraft.title')}
      title={aircraftLabel}
      itemLabel={aircraftLabel}
      status={(aircraft) => (
        <StatusChip
          tone={AIRCRAFT_STATUS_TONES[aircraft.status]}
          label={t(`aircraftStatuses.${aircraft.status}`)}
        />
      )}
      facts={(aircraft) => [
        typeLabel(aircraft),
        aircraft.homebase?.icao,
        aircraft.callSign,
        show.unit(aircraft.mtowKg, 'kg', 0),
      ]}
    >
      {(aircraft) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {aircraft.boundToTrip ? <Alert severity="info">{t('aircraft.boundToTrip')}</Alert> : null}
          <DetailSection
            title={t('sections.aircraft')}
            items={[
              { label: t('fields.aircraftName'), value: show.text(aircraft.name) },
              { label: t('fields.registration'), value: show.text(aircraft.registration) },
              { label: t('fields.callSign'), value: show.text(aircraft.callSign) },
              { label: t('fields.aoc'), value: show.text(aircraft.aoc) },
              { label: t('fields.status'), value: t(`aircraftStatuses.${aircraft.status}`) },
              {
                label: t('fields.homebase'),
                value: aircraft.homebase ? airportLabel(aircraft.homebase) : null,
              },
            ]}
          />
          <DetailSection
            title={t('sections.type')}
            items={[
              { label: t('fields.manufacturer'), value: show.text(aircraft.manufacturer) },
              { label: t('fields.model'), value: show.text(aircraft.model) },
              { label: t('fields.icaoType'), value: show.text(aircraft.icaoType) },
              { label: t('fields.category'), value: t(`categories.${aircraft.category}`) },
            ]}
          />
          <DetailSection
            title={t('sections.figures')}
            items={[
              { label: t('fields.mtow'), value: show.unit(aircraft.mtowKg, 'kg', 0) },
              { label: t('fields.maximumFuel'), value: show.unit(aircraft.maximumFuelKg, 'kg', 0) },
              { label: t('fields.wingspan'), value: show.unit(aircraft.wingspanM, 'm') },
              { label: t('fields.length'), value: show.unit(aircraft.lengthM, 'm') },
              { label: t('fields.height'), value: show.unit(aircraft.heightM, 'm') },
              {
                label: t('fields.minimumRunwayLength'),
                value: show.unit(aircraft.minimumRunwayLengthM, 'm', 0),
              },
              {
                label: t('fields.takeOffDistance'),
                value: show.unit(aircraft.takeOffDistanceM, 'm', 0),
              },
              { label: t('fields.seats'), value: show.text(aircraft.seats) },
              { label: t('fields.passengerSeats'), value: show.text(aircraft.passengerSeats) },
              {
                label: t('fields.minimumFlightCrew'),
                value: show.text(aircraft.minimumFlightCrew),
              },
              {
                label: t('fields.fireFightingCategory'),
                value: show.text(aircraft.fireFightingCategory),
              },
              {
                label: t('fields.fuelTypes'),
                value: show.list(aircraft.fuelTypes.map((type) => t(`fuelTypes.${type}`))),
              },
              {
                label: t('fields.measurementUnit'),
                value: t(`measurementUnits.${aircraft.measurementUnit}`),
              },
            ]}
          />
          <DetailSection
            title={t('sections.record')}
            items={[
              { label: t('fields.createdAt'), value: show.dateTime(aircraft.createdAt) },
              { label: t('fields.updatedAt'), value: show.dateTime(aircraft.updatedAt) },
            ]}
          />
        </Box>
      )}
    </DeclaredShowPage>
  );
}
