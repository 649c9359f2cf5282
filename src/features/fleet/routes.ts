import { createElement } from 'react';
import FlightIcon from '@mui/icons-material/FlightOutlined';
import HelicopterIcon from '@mui/icons-material/AirplanemodeActiveOutlined';
import CatalogueIcon from '@mui/icons-material/MenuBookOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { defineRoutes } from '@/lib/auth/routes';
import { crewPaths } from '@/lib/paths/crews';
import {
  aircraftCataloguePaths,
  organizationAircraftPaths,
  organizationHelicopterPaths,
} from '@/lib/paths/organizationFleet';

/**
 * Fleet: the organization's aircraft, helicopters and crews (spec section 2, "Organization
 * resources") and the operators' aircraft catalogue.
 */
export default defineRoutes([
  {
    path: crewPaths.list.pattern,
    permission: 'CREW_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewListPage'),
    menu: {
      labelKey: 'fleet:menu.crews',
      icon: () => createElement(GroupsIcon),
      group: 'organization',
      order: 30,
    },
  },
  {
    path: crewPaths.add.pattern,
    permission: 'CREW_ADD',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewAddPage'),
  },
  {
    path: crewPaths.edit.pattern,
    permission: 'CREW_EDIT',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewEditPage'),
  },
  {
    path: crewPaths.duplicate.pattern,
    permission: 'CREW_ADD',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewDuplicatePage'),
  },
  {
    path: crewPaths.show.pattern,
    permission: 'CREW_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewShowPage'),
  },
  {
    path: organizationAircraftPaths.list.pattern,
    permission: 'ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftListPage'),
    menu: {
      labelKey: 'fleet:menu.aircraft',
      icon: () => createElement(FlightIcon),
      group: 'organization',
      order: 20,
    },
  },
  {
    path: organizationAircraftPaths.add.pattern,
    permission: 'ORGANIZATION_ACCOUNT_AIRCRAFT_ADD',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftAddPage'),
  },
  {
    path: organizationAircraftPaths.duplicate.pattern,
    permission: 'ORGANIZATION_ACCOUNT_AIRCRAFT_ADD',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftDuplicatePage'),
  },
  {
    path: organizationAircraftPaths.edit.pattern,
    permission: 'ORGANIZATION_ACCOUNT_AIRCRAFT_EDIT',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftEditPage'),
  },
  {
    path: organizationAircraftPaths.show.pattern,
    permission: 'ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftShowPage'),
  },
  {
    path: organizationHelicopterPaths.list.pattern,
    permission: 'ORGANIZATION_ACCOUNT_HELICOPTER_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/HelicopterListPage'),
    menu: {
      labelKey: 'fleet:menu.helicopters',
      icon: () => createElement(HelicopterIcon),
      group: 'organization',
      order: 25,
    },
  },
  {
    path: aircraftCataloguePaths.list.pattern,
    permission: 'OPERATOR_AIRCRAFT_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftCataloguePage'),
    menu: {
      labelKey: 'fleet:menu.catalogue',
      icon: () => createElement(CatalogueIcon),
      group: 'administration',
      order: 40,
    },
  },
]);
