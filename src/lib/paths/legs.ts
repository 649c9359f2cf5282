import { route } from '../pathBuilder';

/** A leg's operations at one airport (`src/features/legs`), small for the startup route rows. */
export const legPaths = {
  airport: route('/airport/:tripId/:eventId/:legId'),
};
