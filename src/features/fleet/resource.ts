import { defineResource } from '@/lib/api/defineResource';
import { resourcePaths, route } from '@/lib/pathBuilder';

/**
 * Fleet: the organization's crews, aircraft and helicopters (spec section 2, "Organization
 * resources"), each with the spec's own paths.
 */
export const crews = defineResource({
  id: 'fleet.crews',
  subject: 'CREW',
  namespaces: ['fleet'],
  paths: resourcePaths('/crews', '/crews'),
  endpoint: 'api/crew-member',
  tag: 'CrewMember',
  listKey: 'crewMembers',
  views: () => import('./views/crews'),
  menu: {
    labelKey: 'fleet:crews.title',
    icon: () => import('@mui/icons-material/GroupsOutlined'),
    group: 'organization',
    order: 30,
  },
});

export const organizationAircraft = defineResource({
  id: 'fleet.aircraft',
  subject: 'ORGANIZATION_ACCOUNT_AIRCRAFT',
  namespaces: ['fleet'],
  paths: {
    list: route('/organization-aircraft'),
    add: route('/organization-aircraft/add'),
    duplicate: route('/organization-aircraft/duplicate/:id'),
    edit: route('/organization-aircraft/edit/:id'),
    show: route('/organization-aircraft/show/:id'),
  },
  endpoint: 'api/organization-aircraft',
  tag: 'OrganizationAircraft',
  listKey: 'organizationAircraft',
  views: () => import('./views/aircraft'),
  menu: {
    labelKey: 'fleet:aircraft.title',
    icon: () => import('@mui/icons-material/FlightOutlined'),
    group: 'organization',
    order: 20,
  },
});

/** Added and edited in dialogs on the list: one screen. */
export const helicopters = defineResource({
  id: 'fleet.helicopters',
  subject: 'ORGANIZATION_ACCOUNT_HELICOPTER',
  namespaces: ['fleet'],
  paths: { list: route('/organization-helicopter') },
  endpoint: 'api/organization-helicopter',
  tag: 'OrganizationHelicopter',
  listKey: 'organizationHelicopters',
  views: () => import('./views/helicopters'),
  menu: {
    labelKey: 'fleet:helicopters.title',
    icon: () => import('@mui/icons-material/AirplanemodeActiveOutlined'),
    group: 'organization',
    order: 25,
  },
});

/** The operators' catalogue of aircraft types, which the aircraft form picks from: one screen. */
export const aircraftCatalogue = defineResource({
  id: 'fleet.catalogue',
  subject: 'OPERATOR_AIRCRAFT',
  namespaces: ['fleet'],
  paths: { list: route('/aircrafts') },
  endpoint: 'api/aircraft',
  tag: 'AircraftType',
  listKey: 'aircraft',
  views: () => import('./views/catalogue'),
  menu: {
    labelKey: 'fleet:catalogue.title',
    icon: () => import('@mui/icons-material/MenuBookOutlined'),
    group: 'administration',
    order: 40,
  },
});
