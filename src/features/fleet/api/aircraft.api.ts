import type { OrganizationAircraft, OrganizationAircraftPayload } from '@/entities/organization';
import { resourceApi } from '@/lib/api/resourceApi';
import { organizationAircraft } from '../resource';

/** The organization aircraft list's filters as they appear in the URL. */
export type AircraftFilter = 'search' | 'status' | 'category';

export const aircraftApi = resourceApi<
  OrganizationAircraft,
  OrganizationAircraftPayload,
  AircraftFilter
>(organizationAircraft, { query: { search: 'search' } });
