import { db } from '../../db';
import { airportById } from '../airports';
import { addLiveWatch, addNotificationSource, type DerivedNotification } from '../notifications';
import type { TripRecord } from './records';
import { eventsOf } from './view';

/**
 * A provider's slot decision in the trip owner's bell (kind `slot_decided`, the trip and the
 * airport named, the deciding organization as actor), derived from the slot's latest decision:
 * a new request forgets it, and the next decision is a new notification (unread again). A
 * decision the owner made itself (it provides the event too) is no news.
 */
export function slotDecisionsOf(organizationId: number): DerivedNotification[] {
  return db.trips
    .filter((trip) => trip.organizationId === organizationId)
    .flatMap((trip) =>
      trip.steps.flatMap(eventsOf).flatMap((event) => {
        const { decidedAt } = event.slot;
        const decider = event.slotDecidedById;
        if (decidedAt === undefined || decider === organizationId) return [];
        const icao = airportById(event.airportId)?.icao ?? '';
        const actor = db.organizations.find((o) => o.id === decider)?.commercialName ?? null;
        return [
          {
            id: `trip-${trip.id}-slot_${event.id}_${Date.parse(decidedAt)}`,
            kind: 'slot_decided' as const,
            recordType: 'trip' as const,
            recordId: trip.id,
            reference: icao === '' ? trip.name : `${trip.name} (${icao})`,
            at: decidedAt,
            actor,
          },
        ];
      }),
    );
}

/** What of a trip its slots' screens show: each event's slot status and decision. */
function slotFingerprint(trip: TripRecord): string {
  return trip.steps
    .flatMap(eventsOf)
    .map((event) => `${event.id}:${event.slot.status}:${event.slot.decidedAt ?? ''}`)
    .join(',');
}

/**
 * Slot decisions in the bell, and slot changes on the live stream: a request or a decision is
 * announced (record type `trip`) to the trip's owner and to the sellers of its services, so the
 * owner's trip page and bell and the providers' slot lists refetch.
 */
export function watchSlots(): void {
  addNotificationSource({ permission: 'TRIP_VIEW', derive: slotDecisionsOf });
  addLiveWatch(() => {
    const sellers = new Map<number, Set<number>>();
    for (const quote of db.quotes) {
      const found = sellers.get(quote.tripId) ?? new Set<number>();
      sellers.set(quote.tripId, found.add(quote.organization.id));
    }
    return new Map(
      db.trips.map((trip) => [
        `trip-slots-${trip.id}`,
        {
          fingerprint: slotFingerprint(trip),
          change: {
            type: 'trip' as const,
            id: trip.id,
            organizationIds: [trip.organizationId, ...(sellers.get(trip.id) ?? [])],
          },
        },
      ]),
    );
  });
}
