import { defineDomain } from '../../registry/defineDomain';
import { ORG } from '../organizations';
import { externalServiceHandlers } from './handlers';
import type { LeonConnectionRecord } from './records';

export type { LeonConnectionRecord } from './records';

function seedLeonConnections(): LeonConnectionRecord[] {
  const none = { expiresAt: null, accountName: null, invitationSentAt: null, pendingCodes: [] };
  return [
    // Alpine: activated by the platform, not connected yet.
    { organizationId: ORG.alpine, activated: true, connected: false, ...none },
    // EuroConnect: connected for a while.
    {
      organizationId: ORG.euroConnect,
      activated: true,
      connected: true,
      expiresAt: '2027-01-15T08:00:00.000Z',
      accountName: 'EuroConnect Regional (Leon)',
      invitationSentAt: '2025-11-02T09:30:00.000Z',
      pendingCodes: [],
    },
    // NorthStar (9): waits for a platform administrator.
    { organizationId: 9, activated: false, connected: false, ...none },
  ];
}

/** The external flight-operations integration of buyers (spec section 7 "api/leon"). */
export const domain = defineDomain({
  name: 'external-service',
  seed: () => ({ leonConnections: seedLeonConnections() }),
  handlers: externalServiceHandlers,
});
