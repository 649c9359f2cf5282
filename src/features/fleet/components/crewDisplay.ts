import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { aircraftTypeOptions } from '../model/aircraftTypes';
import type { CrewMember } from '../model/crewMember.types';

/** "Amélie Durand": how a crew member is named in titles, dialogs and action labels. */
export function fullName(member: Pick<CrewMember, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/** The countries, named in the interface language (and it). */
export function useCrewOptions() {
  const { i18n } = useTranslation('fleet');
  const language = toLanguage(i18n.language);
  return useMemo(() => ({ countries: countryOptions(language), language }), [language]);
}

/** The nationality field's choices. */
export const useCountryOptions = () => useCrewOptions().countries;

/** The aircraft type field's choices: the catalogue and the designators the form holds. */
export function useAircraftTypeOptions() {
  const held = useWatch<{ aircraftTypes: string[] }, 'aircraftTypes'>({ name: 'aircraftTypes' });
  return useMemo(() => aircraftTypeOptions(held), [held]);
}
