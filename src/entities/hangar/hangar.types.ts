/**
 * Hangar capacity (issue 30; spec sections 2, 7 and 9; DECISIONS "Capacity and fuel"): a
 * seller's capacity products (variants), their dashboard, calendar and slice grid, and the
 * custom events that hold slices. The shapes are the OpenAPI document's (docs/api/openapi.yaml,
 * region hangar), which describes the calls, their rights and errors.
 */
import type { Schemas } from '../../lib/api/contract';

export type HangarVariant = Schemas['HangarVariant'];
export type HangarVariantList = Schemas['HangarVariantList'];
export type HangarSlicesNumber = Schemas['HangarSlicesNumber'];
export type HangarOccupancy = Schemas['HangarOccupancy'];
export type HangarNightLoad = Schemas['HangarNightLoad'];
export type HangarMovement = Schemas['HangarMovement'];
export type HangarDashboard = Schemas['HangarDashboard'];
export type HangarHolder = Schemas['HangarHolder'];
export type HangarCalendarEntry = Schemas['HangarCalendarEntry'];
export type HangarCalendar = Schemas['HangarCalendar'];
export type HangarSliceBar = Schemas['HangarSliceBar'];
export type HangarSliceGrid = Schemas['HangarSliceGrid'];
export type HangarCustomEvent = Schemas['HangarCustomEvent'];
export type HangarCustomEventPage = Schemas['HangarCustomEventPage'];
export type HangarCustomEventPayload = Schemas['HangarCustomEventPayload'];

/** Slices selected by default on the grid (spec section 9). */
export const HANGAR_DEFAULT_SLICES = { from: 1, to: 18 } as const;

/** The longest period the calendar and the grid answer, in nights. */
export const HANGAR_CALENDAR_MAX_NIGHTS = 62;

/** The longest custom event, in nights. */
export const HANGAR_EVENT_MAX_NIGHTS = 365;

export const HANGAR_ERRORS = {
  variantNotFound: 'errors.hangar_variant_not_found',
  customEventNotFound: 'errors.hangar_custom_event_not_found',
  /** A field error on `slices`, with the holder named: `{reference}` of the order or the event. */
  slicesTaken: 'errors.hangar_slices_taken',
} as const;
