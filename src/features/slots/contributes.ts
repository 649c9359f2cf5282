import { LIST_ID } from '@/lib/api/tags';
import { defineContributions } from '@/lib/contributions/contributions';
import { routeTo } from '@/lib/paths/routeTo';

/**
 * A provider's slot decision in the trip owner's bell (opening the trip), and what a live
 * change of a trip's slots refetches: the trip, the trip lists and calendar, and the slot
 * requests' list. The tag names of entities/trip and api/slots.api.ts, written out: importing
 * them would bring the trips' calls into the startup chunk.
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
        { type: 'SlotRequest', id: LIST_ID },
      ],
    },
  ],
});
