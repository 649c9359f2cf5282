import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AircraftType } from '../model/aircraftCatalogue.types';
import type { OrganizationAircraft } from '@/entities/organization';
import { fieldsFor, type AutocompleteOption } from '@/lib/ui';
import type { DeclaredFormState } from '@/lib/ui/resourceKit';
import { useSearchAirportsQuery } from '@/entities/airport';
import { useSearchAircraftTypesQuery } from '../api/catalogue.api';
import {
  FIGURES,
  figuresOfType,
  type AircraftFormValues,
} from '../model/organizationAircraft.schema';
import { airportLabel, typeLabel } from './aircraftDisplay';

const { AutocompleteField } = fieldsFor<AircraftFormValues>();

type FormState = DeclaredFormState<OrganizationAircraft>;

/** The loaded aircraft (edit, duplicate), whose type and home base label before any search. */
const loaded = ({ mode, record }: FormState) => (mode === 'add' ? undefined : record);

/** The search's options, the current one first so its label shows before any search. */
function withCurrent(found: AutocompleteOption<number>[], current?: AutocompleteOption<number>) {
  return current && !found.some((o) => o.value === current.value) ? [current, ...found] : found;
}

/** Copies a picked type's figures into the form (they stay editable); loading keeps its own. */
function useFiguresOfPickedType(seen: ReadonlyMap<number, AircraftType>) {
  const { setValue } = useFormContext<AircraftFormValues>();
  const picked = useWatch<AircraftFormValues, 'aircraftTypeId'>({ name: 'aircraftTypeId' });
  const previous = useRef(picked);
  useEffect(() => {
    if (picked === previous.current) return;
    previous.current = picked;
    const type = picked === null ? undefined : seen.get(picked);
    if (!type) return;
    const figures = figuresOfType(type);
    for (const name of FIGURES) setValue(name, figures[name], { shouldDirty: true });
  }, [picked, seen, setValue]);
}

/** The catalogue type picker: picking a type fills in its figures. */
export function TypePicker(form: FormState) {
  const { t } = useTranslation('fleet');
  const [text, setText] = useState('');
  const search = useSearchAircraftTypesQuery(text);
  // Every type the searches found, kept while the form is open: a pick reads its figures.
  const [seen] = useState(() => new Map<number, AircraftType>());
  useEffect(() => {
    for (const type of search.data ?? []) seen.set(type.id, type);
  }, [search.data, seen]);
  useFiguresOfPickedType(seen);
  const aircraft = loaded(form);
  const options = useMemo(() => {
    const found = (search.data ?? []).map((type) => ({
      value: type.id,
      label: `${typeLabel(type)} (${type.icaoType})`,
    }));
    return withCurrent(
      found,
      aircraft && {
        value: aircraft.aircraftTypeId,
        label: `${typeLabel(aircraft)} (${aircraft.icaoType})`,
      },
    );
  }, [search.data, aircraft]);
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

export function HomebasePicker(form: FormState) {
  const { t } = useTranslation('fleet');
  const [text, setText] = useState('');
  const search = useSearchAirportsQuery(text);
  const homebase = loaded(form)?.homebase;
  const options = useMemo(() => {
    const found = (search.data ?? []).map((airport) => ({
      value: airport.id,
      label: airportLabel(airport),
    }));
    return withCurrent(
      found,
      homebase ? { value: homebase.id, label: airportLabel(homebase) } : undefined,
    );
  }, [search.data, homebase]);
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
