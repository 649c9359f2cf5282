/** The aircraft catalogue's contract (aircraft types, categories, fuel types). */
export {
  AIRCRAFT_CATEGORIES,
  FUEL_TYPES,
  type AircraftCatalogueMeta,
  type AircraftCategory,
  type AircraftType,
  type AircraftTypeFilters,
  type AircraftTypePage,
  type FuelType,
} from './aircraft.types';
export * from './contract';
