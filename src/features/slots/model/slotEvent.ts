import type { PermissionKey } from '@/lib/auth/permissions';
import type { LegEvent } from '@/entities/trip';
import type { FlightStep, SlotStatus, TripEvent, TripOrderedService } from '@/entities/trip';

/** One movement whose slot is asked for, with the leg around it. */
export type SlotContext = LegEvent;

/**
 * Where a slot stands for the person looking at it:
 * - cancelled: the leg was cancelled (a declined slot), nothing more to do;
 * - validate_airport: a slot is asked only once the airport is validated;
 * - request: nobody asked yet, or the coordinator assigned none (ask again or decline);
 * - awaiting: asked, waiting for the coordinator's answer;
 * - attributed: the coordinator gave a slot number and time.
 */
export type SlotStage = 'cancelled' | 'validate_airport' | 'request' | 'awaiting' | 'attributed';

export function slotStage(
  leg: Pick<FlightStep, 'cancelled'>,
  event: Pick<TripEvent, 'airportValidated'> & { slot: { status: SlotStatus } },
): SlotStage {
  if (leg.cancelled) return 'cancelled';
  switch (event.slot.status) {
    case 'submitted':
      return 'attributed';
    case 'requested':
      return 'awaiting';
    case 'not_assigned':
    case 'not_requested':
      return event.airportValidated ? 'request' : 'validate_airport';
  }
}

/** A slot can be declined (the leg cancelled) once asked for, until the leg is cancelled. */
export function canDeclineSlot(stage: SlotStage): boolean {
  return stage === 'awaiting' || stage === 'attributed' || stage === 'request';
}

/** What declining cancels: the leg's services on both its events that are not cancelled yet. */
export function servicesCancelledByDecline(leg: FlightStep): TripOrderedService[] {
  return [leg.flightDeparture, leg.flightArrival]
    .flatMap((event) => event.services)
    .filter((service) => !service.cancelled);
}

/** What the selected organization may do with a movement's slot. */
export interface SlotPowers {
  /** The trip's owner asks the coordinator for a slot (TRIP_SLOT_MANAGEMENT_REQUEST). */
  request: boolean;
  /** A provider of the event attributes or declines it (TRIP_SLOT_MANAGEMENT_EDIT). */
  decide: boolean;
}

/**
 * Only the trip's owner requests its slot; only a provider of the event (a seller with a quote
 * on it) decides it, whatever airports an organization lists as its own. The demo API answers
 * 404 to anyone else.
 */
export function slotPowers(
  context: Pick<SlotContext, 'trip' | 'event'>,
  organizationId: number | null,
  can: (key: PermissionKey) => boolean,
): SlotPowers {
  if (organizationId === null) return { request: false, decide: false };
  return {
    request: context.trip.organization.id === organizationId && can('TRIP_SLOT_MANAGEMENT_REQUEST'),
    decide:
      context.event.providers.some((provider) => provider.id === organizationId) &&
      can('TRIP_SLOT_MANAGEMENT_EDIT'),
  };
}
