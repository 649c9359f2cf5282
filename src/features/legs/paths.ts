import { route } from '@/lib/pathBuilder';

/** A leg's operations at one airport. */
export const legPaths = {
  airport: route('/airport/:tripId/:eventId/:legId'),
  /** A leg's general declaration on its own (the spec's "gendecs per trip step"). */
  gendec: route('/trip/:tripId/step/:stepId/gendec'),
};
