import type { ResourcePages } from '@/lib/api/defineResource';
import { countryName } from '@/lib/format/countries';
import { crewRoleValues, crewStatusValues } from '@/lib/contract/generated/constants';
import {
  cellContent,
  choiceOf,
  enumOf,
  recordSection,
  resourceViews,
  search,
  useCountries,
  type ViewContext,
} from '@/lib/ui/resourceKit';
import { crewsApi } from '../api/crews.api';
import { LicenceBadge } from '../components/LicenceBadge';
import { aircraftTypeLabel } from '../model/aircraftTypes';
import { crewMemberForm, type CrewMember } from '../model/crewMember.schema';
import { crews } from '../resource';

type Ctx = ViewContext & ReturnType<typeof useCountries>;
/** "Amélie Durand": how a crew member is named in titles, dialogs and action labels. */
const fullName = (member: CrewMember) => `${member.firstName} ${member.lastName}`.trim();
const role = { id: 'crewRole', words: 'roles' } as const;
const status = { id: 'status', words: 'statuses' } as const;
const nationality = (member: CrewMember, { language }: Ctx) =>
  countryName(member.nationality, language);
const licence = (member: CrewMember) => <LicenceBadge expiryDate={member.licenceExpiryDate} />;

/**
 * /crews, /crews/add, /:id/edit, /:id/duplicate and /:id/show [CREW_*]: the organization's
 * pilots and cabin crew, their licences (expired ones flagged) and qualifications.
 */
const views: ResourcePages = resourceViews(crews, crewsApi, {
  itemLabel: fullName,
  wordsPrefix: 'crews',
  useData: useCountries,
  list: {
    filters: ({ countries }) => [
      search('search'),
      enumOf('role', crewRoleValues, { label: 'fields.crewRole' }),
      enumOf('status', crewStatusValues),
      choiceOf('nationality', countries),
      { kind: 'boolean', key: 'expired', label: 'filters.licenceExpired' },
      { kind: 'dateRange', key: 'expiry', label: 'filters.licenceExpiry' },
    ],
    defaultSort: { sort: 'lastName', order: 'asc' },
    columns: [
      { id: 'lastName', label: 'fields.name', value: fullName, sortable: true },
      { ...role, sortable: true },
      { id: 'licenceExpiryDate', label: 'fields.licence', render: licence, sortable: true },
      { id: 'nationality', value: nationality, hideOnXs: true },
      { id: 'aircraftTypes', value: (member) => member.aircraftTypes.join(', '), hideOnXs: true },
      { ...status, sortable: true },
    ],
  },
  show: {
    status: 'status',
    facts: (member, ctx) => [
      cellContent(role, member, ctx),
      nationality(member, ctx),
      member.licenceNumber,
    ],
    sections: [
      {
        id: 'identity',
        items: ['firstName', 'lastName', role, { id: 'nationality', value: nationality }, status],
      },
      {
        id: 'licence',
        items: [
          'licenceNumber',
          { id: 'licenceExpiryDate', render: licence },
          {
            id: 'aircraftTypes',
            value: (member) => member.aircraftTypes.map(aircraftTypeLabel),
            format: 'list',
          },
        ],
      },
      { id: 'contact', items: ['email', 'phone'] },
      recordSection(),
    ],
  },
  form: crewMemberForm,
});

export default views;
