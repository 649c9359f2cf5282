import { beforeEach, describe, expect, it } from 'vitest';
import type { Organization } from '../../../entities/organization/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from './seed';

beforeEach(() => resetDemoApi());

interface OrganizationPage {
  organizations: Organization[];
  totalItems: number;
}

async function list(
  token: string,
  query: string,
  organizationId?: number,
): Promise<OrganizationPage> {
  const response = await call('GET', `api/organization${query}`, { token, organizationId });
  expect(response.status).toBe(200);
  return (await response.json()) as OrganizationPage;
}

describe('GET api/organization', () => {
  it('pages through every organization, 10 by default, sorted by legal name', async () => {
    const { token } = await login('operator@demo.aero');
    const total = db.organizations.length;
    const first = await list(token, '');
    expect(first.totalItems).toBe(total);
    expect(first.organizations).toHaveLength(10);
    const names = first.organizations.map((o) => o.legalName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const last = await list(token, `?page=3&numberOfItemsPerPage=10`);
    expect(last.organizations).toHaveLength(total - 20);
    const beyond = await list(token, '?page=9');
    expect(beyond).toEqual({ organizations: [], totalItems: total });
  });

  it('answers the Organization shape only', async () => {
    const { token } = await login('operator@demo.aero');
    const { organizations } = await list(token, '?searchQuery=riviera');
    expect(organizations).toEqual([
      {
        id: ORG.riviera,
        legalName: 'Riviera Jet Centre SAS',
        buyer: false,
        seller: true,
        organizationTypology: 'fixed_base_operator',
        countryCode: 'FR',
        organizationStatus: 'active',
      },
    ]);
  });

  it('searches the legal name without regard to case and filters buyers and sellers', async () => {
    const { token } = await login('operator@demo.aero');
    const jets = await list(token, '?searchQuery=JET');
    expect(jets.organizations.map((o) => o.legalName)).toEqual(
      expect.arrayContaining([
        'Alpine Executive Jets SAS',
        'Riviera Jet Centre SAS',
        'Bavaria Jet Charter GmbH',
      ]),
    );
    expect(jets.organizations.every((o) => /jet/i.test(o.legalName))).toBe(true);

    const buyers = await list(token, '?buyer=true&numberOfItemsPerPage=50');
    expect(buyers.totalItems).toBe(db.organizations.filter((o) => o.buyer).length);
    expect(buyers.organizations.every((o) => o.buyer)).toBe(true);

    const neither = await list(token, '?buyer=false&seller=false');
    expect(neither.organizations.map((o) => o.id)).toEqual([ORG.platform]);
  });

  it('is forbidden to a buyer, with the 403 error shape', async () => {
    const { token } = await login('buyer@demo.aero');
    const response = await call('GET', 'api/organization', { token, organizationId: ORG.alpine });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 403 });
  });

  it('needs a token', async () => {
    expect((await call('GET', 'api/organization')).status).toBe(401);
  });
});

describe('GET api/organization/{id}', () => {
  it('shows any organization to an operator, and 404 for an unknown id', async () => {
    const { token } = await login('operator@demo.aero');
    const response = await call('GET', `api/organization/${ORG.azurHeli}`, { token });
    expect(await response.json()).toMatchObject({
      id: ORG.azurHeli,
      organizationTypology: 'helicopter',
    });
    expect((await call('GET', 'api/organization/999', { token })).status).toBe(404);
  });

  it('shows members their own organization only', async () => {
    const { token } = await login('buyer@demo.aero');
    const own = await call('GET', `api/organization/${ORG.alpine}`, {
      token,
      organizationId: ORG.alpine,
    });
    expect(own.status).toBe(200);
    const other = await call('GET', `api/organization/${ORG.riviera}`, {
      token,
      organizationId: ORG.alpine,
    });
    expect(other.status).toBe(403);
  });
});
