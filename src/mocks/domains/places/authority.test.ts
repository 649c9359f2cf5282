import { beforeEach, describe, expect, it } from 'vitest';
import type { PlacePage } from '../../../entities/service/contract';
import { resetDemoApi } from '../../db';
import { expectRefusal, send, type Sender } from '../../probes';

beforeEach(() => resetDemoApi());

/**
 * The places directory is reference data (DECISIONS "Catalogue", like the airports list): any
 * signed-in user reads it, whatever their organization or rights; it holds no one's records.
 */
describe('who else could send GET api/place', () => {
  it.each<Sender>(['noOrganization', 'noRight', 'otherSeller', 'buyer', 'operator'])(
    '%s reads the directory (reference data)',
    async (sender) => {
      const response = await send(sender, 'GET', 'api/place?search=monaco');
      expect(response.status).toBe(200);
      expect(((await response.json()) as PlacePage).totalItems).toBeGreaterThan(0);
    },
  );

  it.each<[Sender, number]>([
    ['stranger', 401],
    ['notMember', 403],
  ])('%s is %i, never a place', async (sender, status) => {
    await expectRefusal(await send(sender, 'GET', 'api/place?search=monaco'), status);
  });
});
