/**
 * The catalogue's own field messages, as the demo API answers them (validation.json
 * `validator.service.*`, http.json `errors.*`): the form and the server say the same words.
 */
export const SERVICE_VALIDATOR = {
  categoryRequired: 'validator.service.category_required',
  slicePlacesOrder: 'validator.service.slice_places_order',
  minMax: 'validator.service.min_max',
  footprintRange: 'validator.service.footprint_range',
  itemsMax: 'validator.service.items_max',
  airportRequired: 'errors.airport_required',
  inconsistentDate: 'errors.inconsistent_date',
} as const;
