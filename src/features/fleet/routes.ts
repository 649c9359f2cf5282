import { defineRoutes } from '@/lib/auth/routes';
import {
  aircraftCataloguePaths,
  crewPaths,
  organizationAircraftPaths,
  organizationHelicopterPaths,
} from './paths';

/**
 * Fleet: the organization's aircraft, helicopters and crews (spec section 2, "Organization
 * resources") and the operators' aircraft catalogue.
 */
export default defineRoutes([
  {
    id: 'fleet.crews.list',
    path: crewPaths.list.pattern,
    permission: 'CREW_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewListPage'),
    menu: {
      labelKey: 'fleet:menu.crews',
      icon: () => import('@mui/icons-material/GroupsOutlined'),
      group: 'organization',
      order: 30,
    },
  },
  {
    id: 'fleet.crews.add',
    path: crewPaths.add.pattern,
    permission: 'CREW_ADD',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewAddPage'),
  },
  {
    id: 'fleet.crews.edit',
    path: crewPaths.edit.pattern,
    permission: 'CREW_EDIT',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewEditPage'),
  },
  {
    id: 'fleet.crews.duplicate',
    path: crewPaths.duplicate.pattern,
    permission: 'CREW_ADD',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewDuplicatePage'),
  },
  {
    id: 'fleet.crews.show',
    path: crewPaths.show.pattern,
    permission: 'CREW_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewShowPage'),
  },
  {
    id: 'fleet.aircraft.list',
    path: organizationAircraftPaths.list.pattern,
    permission: 'ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftListPage'),
    menu: {
      labelKey: 'fleet:menu.aircraft',
      icon: () => import('@mui/icons-material/FlightOutlined'),
      group: 'organization',
      order: 20,
    },
  },
  {
    id: 'fleet.aircraft.add',
    path: organizationAircraftPaths.add.pattern,
    permission: 'ORGANIZATION_ACCOUNT_AIRCRAFT_ADD',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftAddPage'),
  },
  {
    id: 'fleet.aircraft.duplicate',
    path: organizationAircraftPaths.duplicate.pattern,
    permission: 'ORGANIZATION_ACCOUNT_AIRCRAFT_ADD',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftDuplicatePage'),
  },
  {
    id: 'fleet.aircraft.edit',
    path: organizationAircraftPaths.edit.pattern,
    permission: 'ORGANIZATION_ACCOUNT_AIRCRAFT_EDIT',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftEditPage'),
  },
  {
    id: 'fleet.aircraft.show',
    path: organizationAircraftPaths.show.pattern,
    permission: 'ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftShowPage'),
  },
  {
    id: 'fleet.helicopters.list',
    path: organizationHelicopterPaths.list.pattern,
    permission: 'ORGANIZATION_ACCOUNT_HELICOPTER_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/HelicopterListPage'),
    menu: {
      labelKey: 'fleet:menu.helicopters',
      icon: () => import('@mui/icons-material/AirplanemodeActiveOutlined'),
      group: 'organization',
      order: 25,
    },
  },
  {
    id: 'fleet.catalogue.list',
    path: aircraftCataloguePaths.list.pattern,
    permission: 'OPERATOR_AIRCRAFT_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftCataloguePage'),
    menu: {
      labelKey: 'fleet:menu.catalogue',
      icon: () => import('@mui/icons-material/MenuBookOutlined'),
      group: 'administration',
      order: 40,
    },
  },
]);
