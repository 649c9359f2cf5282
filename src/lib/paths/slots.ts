import { route } from '../pathBuilder';

/** Slots (`src/features/slots`): a module of its own so the route rows stay small at startup. */
export const slotPaths = {
  submit: route('/submit-slot/:tripId/:eventId/:legId'),
  management: route('/slot-management'),
};
