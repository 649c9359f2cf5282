import type { Ppr, Slot } from './trips.types';

/**
 * How far ahead a leg's missing slot or PPR is the buyer's work to do (the home's card and the
 * trip list's `missingClearance` filter): a leg departing within this window still needs them.
 */
export const CLEARANCE_WINDOW_HOURS = 72;

const HOUR = 3_600_000;

/** One end of a leg as far as clearance goes. */
export interface ClearanceEnd {
  /** ISO UTC. */
  scheduledAt: string;
  slot: Pick<Slot, 'status'>;
  ppr: Pick<Ppr, 'status'>;
}

export interface ClearanceLeg {
  cancelled: boolean;
  flightDeparture: ClearanceEnd;
  flightArrival: ClearanceEnd;
}

/**
 * An airport end lacks clearance when its slot is required but not attributed yet (not requested,
 * or requested and awaiting the coordinator) or its PPR is required but not granted.
 */
export function lacksClearance(end: ClearanceEnd): boolean {
  const slotMissing = end.slot.status === 'not_requested' || end.slot.status === 'requested';
  return slotMissing || end.ppr.status === 'requested';
}

/**
 * A leg needs clearance now: not cancelled, departing in [now, now + window), and one of its
 * ends lacks a slot or a PPR.
 */
export function clearanceDue(
  leg: ClearanceLeg,
  nowMs: number,
  windowHours = CLEARANCE_WINDOW_HOURS,
): boolean {
  if (leg.cancelled) return false;
  const departs = Date.parse(leg.flightDeparture.scheduledAt);
  if (!(departs >= nowMs && departs < nowMs + windowHours * HOUR)) return false;
  return lacksClearance(leg.flightDeparture) || lacksClearance(leg.flightArrival);
}
