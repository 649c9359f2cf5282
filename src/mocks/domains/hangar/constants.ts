/**
 * Hangar capacity's figures and business errors (issue 30; spec section 9; docs/api/openapi.yaml,
 * region hangar). The shapes are the document's (`Schemas['HangarVariant']`...); the screens,
 * when they come, own their copy of what they show.
 */
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
