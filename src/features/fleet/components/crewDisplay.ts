import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { CREW_ROLES, CREW_STATUSES, type CrewMember } from '../model/crewMember.types';

/** "Amélie Durand": how a crew member is named in titles, dialogs and action labels. */
export function fullName(member: Pick<CrewMember, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/** Role, status and nationality choices, translated in the interface language (and it). */
export function useCrewOptions() {
  const { t, i18n } = useTranslation('fleet');
  const language = toLanguage(i18n.language);
  return useMemo(
    () => ({
      roles: CREW_ROLES.map((value) => ({ value, label: t(`roles.${value}`) })),
      statuses: CREW_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
      countries: countryOptions(language),
      language,
    }),
    [t, language],
  );
}
