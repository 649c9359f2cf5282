import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { DeclaredListPage, type DataTableColumn, type ListFilter } from '@/lib/ui';
import { crews } from '../resource';
import {
  useDeleteCrewMemberMutation,
  useListCrewMembersQuery,
  type CrewFilter,
} from '../api/fleet.api';
import type { CrewMember } from '../model/crewMember.types';
import { fullName, useCrewOptions } from '../components/crewDisplay';
import { LicenceBadge } from '../components/LicenceBadge';

const DEFAULT_SORT = { sort: 'lastName', order: 'asc' } as const;

function useCrewFilters(): ListFilter<CrewFilter>[] {
  const { t } = useTranslation('fleet');
  const options = useCrewOptions();
  return useMemo(
    () => [
      {
        kind: 'search',
        key: 'search',
        label: t('crews.searchLabel'),
        placeholder: t('crews.searchPlaceholder'),
      },
      { kind: 'select', key: 'role', label: t('fields.crewRole'), options: options.roles },
      { kind: 'select', key: 'status', label: t('fields.status'), options: options.statuses },
      {
        kind: 'select',
        key: 'nationality',
        label: t('fields.nationality'),
        options: options.countries,
      },
      { kind: 'boolean', key: 'expired', label: t('filters.licenceExpired') },
      { kind: 'dateRange', key: 'expiry', label: t('filters.licenceExpiry') },
    ],
    [t, options],
  );
}

function useCrewColumns(): DataTableColumn<CrewMember>[] {
  const { t, i18n } = useTranslation('fleet');
  const language = toLanguage(i18n.language);
  return useMemo(
    () => [
      {
        id: 'lastName',
        header: t('fields.name'),
        render: (member) => fullName(member),
        sortable: true,
      },
      {
        id: 'crewRole',
        header: t('fields.crewRole'),
        render: (member) => t(`roles.${member.crewRole}`),
        sortable: true,
      },
      {
        id: 'licenceExpiryDate',
        header: t('fields.licence'),
        render: (member) => <LicenceBadge expiryDate={member.licenceExpiryDate} />,
        sortable: true,
      },
      {
        id: 'nationality',
        header: t('fields.nationality'),
        render: (member) => countryName(member.nationality, language),
        hideOnXs: true,
      },
      {
        id: 'aircraftTypes',
        header: t('fields.aircraftTypes'),
        render: (member) => member.aircraftTypes.join(', '),
        hideOnXs: true,
      },
      {
        id: 'status',
        header: t('fields.status'),
        render: (member) => t(`statuses.${member.status}`),
        sortable: true,
      },
    ],
    [t, language],
  );
}

/** /crews [CREW_VIEW]: the organization's crew, built only from the resource kit. */
export default function CrewListPage() {
  const { t } = useTranslation('fleet');
  return (
    <DeclaredListPage
      resource={crews}
      useList={useListCrewMembersQuery}
      useDelete={useDeleteCrewMemberMutation}
      list={{ filters: useCrewFilters(), defaultSort: DEFAULT_SORT }}
      title={t('crews.title')}
      tableLabel={t('crews.tableLabel')}
      columns={useCrewColumns()}
      itemLabel={fullName}
      createLabel={t('crews.add')}
      deleteMessage={(member) => t('crews.deleteMessage', { name: fullName(member) })}
      emptyMessage={t('crews.empty')}
      emptyFilteredMessage={t('crews.emptyFiltered')}
    />
  );
}
