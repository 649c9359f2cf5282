import { resourcePaths, route } from '@/lib/pathBuilder';

/**
 * Fleet's screens: crews (`resourcePaths`' shape), an organization's aircraft and helicopters and
 * the operators' aircraft catalogue, with the spec's own paths (section 2).
 */
export const crewPaths = resourcePaths('/crews', '/crews');

export const organizationAircraftPaths = {
  list: route('/organization-aircraft'),
  add: route('/organization-aircraft/add'),
  duplicate: route('/organization-aircraft/duplicate/:id'),
  edit: route('/organization-aircraft/edit/:id'),
  show: route('/organization-aircraft/show/:id'),
};

export const organizationHelicopterPaths = {
  list: route('/organization-helicopter'),
};

export const aircraftCataloguePaths = {
  list: route('/aircrafts'),
};
