import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AircraftType } from '../model/aircraftCatalogue.types';
import { FIRE_FIGHTING_CATEGORIES, type OrganizationAircraft } from '@/entities/organization';
import { FieldGrid, fieldsFor, type AutocompleteOption } from '@/lib/ui';
import { type FormFieldsProps } from '@/lib/ui/resourceKit';
import { useSearchAirportsQuery } from '@/entities/airport';
import { useSearchAircraftTypesQuery } from '../api/catalogue.api';
import { figuresOfType, type AircraftFormValues } from '../model/organizationAircraft.schema';
import { airportLabel, typeLabel, useFleetOptions } from './aircraftDisplay';
import { IdentityFields } from './IdentityFields';

const { TextField, SelectField, AutocompleteField, UnitNumberField, NumberField } =
  fieldsFor<AircraftFormValues>();

interface Current {
  /** The loaded aircraft's type and home base, so their labels show before any search. */
  currentType?: AutocompleteOption<number>;
  currentHomebase?: AutocompleteOption<number>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
        {title}
      </Typography>
      <FieldGrid columns={{ xs: '1fr', md: '1fr 1fr' }}>{children}</FieldGrid>
    </Box>
  );
}

/**
 * The catalogue type picker: picking a type copies its figures into the form (they stay
 * editable). Only a pick fills them: loading an aircraft to edit keeps its own figures.
 */
function TypePicker({ currentType }: Pick<Current, 'currentType'>) {
  const { t } = useTranslation('fleet');
  const [text, setText] = useState('');
  const search = useSearchAircraftTypesQuery(text);
  const seen = useRef(new Map<number, AircraftType>());
  useEffect(() => {
    for (const type of search.data ?? []) seen.current.set(type.id, type);
  }, [search.data]);
  const options = useMemo(() => {
    const found = (search.data ?? []).map((type) => ({
      value: type.id,
      label: `${typeLabel(type)} (${type.icaoType})`,
    }));
    return currentType && !found.some((o) => o.value === currentType.value)
      ? [currentType, ...found]
      : found;
  }, [search.data, currentType]);

  const { setValue } = useFormContext<AircraftFormValues>();
  const picked = useWatch<AircraftFormValues, 'aircraftTypeId'>({ name: 'aircraftTypeId' });
  const previous = useRef(picked);
  useEffect(() => {
    if (picked === previous.current) return;
    previous.current = picked;
    const type = picked === null ? undefined : seen.current.get(picked);
    if (!type) return;
    const f = figuresOfType(type);
    const dirty = { shouldDirty: true };
    setValue('mtowKg', f.mtowKg, dirty);
    setValue('wingspanM', f.wingspanM, dirty);
    setValue('lengthM', f.lengthM, dirty);
    setValue('heightM', f.heightM, dirty);
    setValue('seats', f.seats, dirty);
    setValue('passengerSeats', f.passengerSeats, dirty);
    setValue('minimumFlightCrew', f.minimumFlightCrew, dirty);
    setValue('minimumRunwayLengthM', f.minimumRunwayLengthM, dirty);
    setValue('maximumFuelKg', f.maximumFuelKg, dirty);
    setValue('fuelTypes', f.fuelTypes, dirty);
    setValue('fireFightingCategory', f.fireFightingCategory, dirty);
    setValue('takeOffDistanceM', f.takeOffDistanceM, dirty);
  }, [picked, setValue]);

  return (
    <AutocompleteField
      name="aircraftTypeId"
      label={t('fields.aircraftType')}
      helperText={t('aircraft.typeHelp')}
      options={options}
      onInputChange={setText}
      loading={search.isFetching}
      placeholder={t('aircraft.typePlaceholder')}
      required
    />
  );
}

function HomebasePicker({ currentHomebase }: Pick<Current, 'currentHomebase'>) {
  const { t } = useTranslation('fleet');
  const [text, setText] = useState('');
  const search = useSearchAirportsQuery(text);
  const options = useMemo(() => {
    const found = (search.data ?? []).map((airport) => ({
      value: airport.id,
      label: airportLabel(airport),
    }));
    return currentHomebase && !found.some((o) => o.value === currentHomebase.value)
      ? [currentHomebase, ...found]
      : found;
  }, [search.data, currentHomebase]);
  return (
    <AutocompleteField
      name="homebaseId"
      label={t('fields.homebase')}
      helperText={t('aircraft.homebaseHelp')}
      options={options}
      onInputChange={setText}
      loading={search.isFetching}
    />
  );
}

/**
 * The aircraft form's fields: identity, then every figure in the person's unit system. An
 * aircraft a trip flies cannot be changed: its edit form says so above the fields (the server
 * refuses it too, and that answer lands above the form if it is sent anyway).
 */
export function AircraftFields({ mode, record }: FormFieldsProps<OrganizationAircraft>) {
  const { t } = useTranslation('fleet');
  const aircraft = mode === 'add' ? undefined : record;
  const currentType = aircraft && {
    value: aircraft.aircraftTypeId,
    label: `${typeLabel(aircraft)} (${aircraft.icaoType})`,
  };
  const homebase = aircraft?.homebase;
  const currentHomebase = homebase
    ? { value: homebase.id, label: airportLabel(homebase) }
    : undefined;
  const options = useFleetOptions();
  const fireCategories = useMemo(
    () => FIRE_FIGHTING_CATEGORIES.map((value) => ({ value, label: String(value) })),
    [],
  );
  return (
    <Stack spacing={3}>
      {mode === 'edit' && aircraft?.boundToTrip ? (
        <Alert severity="warning">{t('aircraft.boundToTrip')}</Alert>
      ) : null}
      <Section title={t('sections.aircraft')}>
        <TypePicker currentType={currentType} />
        <TextField name="name" label={t('fields.aircraftName')} autoComplete="off" required />
        <IdentityFields statuses={options.aircraftStatuses} />
        <HomebasePicker currentHomebase={currentHomebase} />
      </Section>
      <Section title={t('sections.figures')}>
        <UnitNumberField name="mtowKg" unit="kg" label={t('fields.mtow')} required />
        <UnitNumberField name="maximumFuelKg" unit="kg" label={t('fields.maximumFuel')} required />
        <UnitNumberField name="wingspanM" unit="m" label={t('fields.wingspan')} required />
        <UnitNumberField name="lengthM" unit="m" label={t('fields.length')} required />
        <UnitNumberField name="heightM" unit="m" label={t('fields.height')} required />
        <UnitNumberField
          name="minimumRunwayLengthM"
          unit="m"
          decimals={0}
          label={t('fields.minimumRunwayLength')}
        />
        <UnitNumberField
          name="takeOffDistanceM"
          unit="m"
          decimals={0}
          label={t('fields.takeOffDistance')}
        />
        <NumberField name="seats" label={t('fields.seats')} integer required />
        <NumberField name="passengerSeats" label={t('fields.passengerSeats')} integer required />
        <NumberField
          name="minimumFlightCrew"
          label={t('fields.minimumFlightCrew')}
          integer
          required
        />
        <SelectField
          name="fireFightingCategory"
          label={t('fields.fireFightingCategory')}
          options={fireCategories}
          required
        />
        <AutocompleteField
          name="fuelTypes"
          label={t('fields.fuelTypes')}
          options={options.fuelTypes}
          multiple
          required
        />
      </Section>
    </Stack>
  );
}
