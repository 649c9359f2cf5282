import { route } from '../pathBuilder';

/**
 * An organization's aircraft and helicopters and the operators' aircraft catalogue
 * (`src/features/fleet`), with the spec's own paths (section 2), which do not follow the
 * `resourcePaths` shape. A module of its own so the fleet route rows, loaded at startup, do not
 * bring the whole table (`paths` in index.ts).
 */
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
