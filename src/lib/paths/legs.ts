import { route } from '../pathBuilder';

/** A leg's operations at one airport (`src/features/legs`), small for the startup route rows. */
export const legPaths = {
  airport: route('/airport/:tripId/:eventId/:legId'),
  /** A leg's general declaration on its own (the spec's "gendecs per trip step"). */
  gendec: route('/trip/:tripId/step/:stepId/gendec'),
};
