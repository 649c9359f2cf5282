import { resourceApi } from '@/lib/api/resourceApi';
import type { CrewMember, CrewMemberPayload } from '../model/crewMember.types';
import { crews } from '../resource';

/** The crew list's filters as they appear in the URL. */
export type CrewFilter = 'search' | 'role' | 'status' | 'nationality' | 'expired' | 'expiry';

export const crewsApi = resourceApi<CrewMember, CrewMemberPayload, CrewFilter>(crews, {
  query: {
    search: 'search',
    filters: {
      role: 'crewRole',
      expired: { boolean: 'licenceExpired' },
      expiry: { dateRange: ['licenceExpiryAfter', 'licenceExpiryBefore'] },
    },
  },
});
