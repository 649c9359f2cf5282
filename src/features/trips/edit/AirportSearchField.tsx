import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { AirportDetails } from '@/entities/airport';
import { AutocompleteField, type AutocompleteOption } from '@/lib/ui';
import { useSearchAirportsQuery } from '@/entities/airport';
import type { FlightStepFormValues } from './flightStepForm';

/** What the leg form knows of an airport: its label and its time zone. */
export interface AirportChoice {
  id: number;
  icao: string;
  label: string;
  timezone: string;
}

export function airportLabel(airport: {
  icao: string;
  iata: string | null;
  name: string;
  city: string;
}): string {
  const codes = airport.iata ? `${airport.icao}/${airport.iata}` : airport.icao;
  return `${codes} · ${airport.name}, ${airport.city}`;
}

export function toAirportChoice(airport: AirportDetails | AirportChoiceSource): AirportChoice {
  return {
    id: airport.id,
    icao: airport.icao,
    label: airportLabel(airport),
    timezone: airport.timezone,
  };
}

type AirportChoiceSource = Pick<
  AirportDetails,
  'id' | 'icao' | 'iata' | 'name' | 'city' | 'timezone'
>;

export interface AirportSearchFieldProps {
  name: 'departureAirportId' | 'arrivalAirportId';
  label: string;
  helperText?: string;
  /** The airports known so far (the leg's own, earlier results): the chosen one's label shows. */
  known: ReadonlyMap<number, AirportChoice>;
  /** Every airport the search returns, so the form knows its time zone once picked. */
  onResults: (airports: AirportChoice[]) => void;
}

/** An airport by ICAO, IATA code, name or city (GET api/airport?searchQuery=). */
export function AirportSearchField(props: AirportSearchFieldProps) {
  const { name, label, helperText, known, onResults } = props;
  const [text, setText] = useState('');
  const search = useSearchAirportsQuery(text.trim(), { skip: text.trim().length < 2 });
  const results = search.data;
  useEffect(() => {
    if (results) onResults(results.map(toAirportChoice));
  }, [results, onResults]);
  const selectedId: unknown = useWatch<FlightStepFormValues>({ name });
  const selected = typeof selectedId === 'number' ? known.get(selectedId) : undefined;
  const options: AutocompleteOption<number>[] = (results ?? []).map((airport) => ({
    value: airport.id,
    label: airportLabel(airport),
  }));
  // The chosen airport keeps its label when the latest search no longer returns it.
  if (selected && !options.some((option) => option.value === selected.id)) {
    options.push({ value: selected.id, label: selected.label });
  }
  return (
    <AutocompleteField<FlightStepFormValues, number>
      name={name}
      label={label}
      helperText={helperText}
      options={options}
      onInputChange={setText}
      loading={search.isFetching}
      required
    />
  );
}
