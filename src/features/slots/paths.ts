import { route } from '@/lib/pathBuilder';

/** Slots: the slot requests and one movement's slot. */
export const slotPaths = {
  submit: route('/submit-slot/:tripId/:eventId/:legId'),
  management: route('/slot-management'),
};
