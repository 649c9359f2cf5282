import { resourceApi } from '@/lib/api/resourceApi';
import type { CrewMember, CrewMemberPayload } from '../model/crewMember.schema';
import { crews } from '../resource';

export const crewsApi = resourceApi<
  CrewMember,
  CrewMemberPayload,
  'search' | 'role' | 'status' | 'nationality' | 'expired' | 'expiry'
>(crews, {
  query: {
    search: 'search',
    filters: {
      role: 'crewRole',
      expired: { boolean: 'licenceExpired' },
      expiry: { dateRange: ['licenceExpiryAfter', 'licenceExpiryBefore'] },
    },
  },
});
