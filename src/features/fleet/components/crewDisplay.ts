import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { resourceActions, type ResourceAction, type StatusTone } from '@/lib/ui';
import type { MutationCall } from '@/lib/ui/resource/actions';
import { crews } from '../resource';
import { CREW_ROLES, CREW_STATUSES, type CrewMember } from '@/entities/fleet';

/** "Amélie Durand": how a crew member is named in titles, dialogs and action labels. */
export function fullName(member: Pick<CrewMember, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/** A crew member's state on the status palette. */
export const CREW_STATUS_TONES: Record<CrewMember['status'], StatusTone> = {
  active: 'success',
  inactive: 'neutral',
};

/** Role, status and nationality choices, translated in the interface language. */
export function useCrewOptions() {
  const { t, i18n } = useTranslation('fleet');
  const language = toLanguage(i18n.language);
  return useMemo(
    () => ({
      roles: CREW_ROLES.map((value) => ({ value, label: t(`roles.${value}`) })),
      statuses: CREW_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
      countries: countryOptions(language),
    }),
    [t, language],
  );
}

/** Show, edit, duplicate and delete, each offered only with its right (CREW_*). */
export function useCrewActions(
  remove: (id: number) => MutationCall,
  afterDelete?: string,
): ResourceAction<CrewMember>[] {
  const { t } = useTranslation('fleet');
  return resourceActions<CrewMember>(crews, {
    remove,
    afterDelete,
    deleteMessage: (m) => t('crews.deleteMessage', { name: fullName(m) }),
  });
}
