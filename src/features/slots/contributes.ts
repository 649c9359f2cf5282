import { LIST_ID } from '@/lib/api/tags';
import { defineContributions } from '@/lib/contributions/contributions';
import { routeTo } from '@/lib/paths/routeTo';
import { SLOT_REQUEST_TAG } from './api/tags';

/**
 * A provider's slot decision in the trip owner's bell (opening the trip), and what a live
 * change of a trip's slots refetches: the trip, the trip lists and calendar, and the slot
 * requests' list. The trips' tag names are written out (importing entities/trip's API would
 * bring its calls into the shell's chunk); the slot requests' come from api/tags.ts.
 */
export default defineContributions({
  notificationKinds: [
    {
      kind: 'slot_decided',
      sentenceKey: 'slots:notifications.slot_decided',
      to: ({ recordId }) => routeTo('trips.detail', { tripId: recordId }),
      permissions: ['TRIP_VIEW'],
    },
  ],
  liveTags: [
    {
      id: 'slots.trip',
      recordType: 'trip',
      tags: (id) => [
        { type: 'Trip', id },
        { type: 'Trip', id: LIST_ID },
        { type: 'TripCalendar', id: LIST_ID },
        { type: SLOT_REQUEST_TAG, id: LIST_ID },
      ],
    },
  ],
});
