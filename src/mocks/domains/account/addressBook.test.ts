// The organization's address book.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Address, AddressPage } from '../../../entities/account/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { ORG } from '../organizations';
import { token, NEW_ADDRESS } from './testkit';

beforeEach(() => resetDemoApi());

describe('address book', () => {
  const base = `api/organization/${ORG.alpine}/addresses`;

  it('lists (paged, search), creates, edits keeping the nested id, deletes', async () => {
    const options = { token: await token() };
    const page = (await (
      await call('GET', `${base}?page=1&numberOfItemsPerPage=2`, options)
    ).json()) as AddressPage;
    expect(page.totalItems).toBe(3);
    expect(page.addresses).toHaveLength(2);
    expect(page.addresses[0]?.isDefault).toBe(true);
    const found = (await (
      await call('GET', `${base}?searchQuery=courchevel`, options)
    ).json()) as AddressPage;
    expect(found.addresses.map((a) => a.name)).toEqual(['Office Courchevel']);

    const created = await call('POST', base, { ...options, body: NEW_ADDRESS });
    expect(created.status).toBe(201);
    const address = (await created.json()) as Address;
    expect(address.address).toMatchObject({ id: expect.any(Number), complementaryAddress: null });

    const edited = await call('PATCH', `${base}/${address.id}`, {
      ...options,
      body: {
        ...NEW_ADDRESS,
        name: 'Hangar Chambéry-Savoie',
        address: { ...NEW_ADDRESS.address, id: address.address.id },
      },
    });
    expect(((await edited.json()) as Address).address.id).toBe(address.address.id);
    const otherNested = await call('PATCH', `${base}/${address.id}`, {
      ...options,
      body: { ...NEW_ADDRESS, address: { ...NEW_ADDRESS.address, id: 101 } },
    });
    expect(otherNested.status).toBe(400);

    expect((await call('DELETE', `${base}/${address.id}`, options)).status).toBe(204);
    expect((await call('DELETE', `${base}/${address.id}`, options)).status).toBe(404);
  });

  it('keeps exactly one default address', async () => {
    const options = { token: await token() };
    const created = (await (
      await call('POST', base, { ...options, body: { ...NEW_ADDRESS, isDefault: true } })
    ).json()) as Address;
    const defaults = () =>
      db.addresses.filter((a) => a.organizationId === ORG.alpine && a.isDefault);
    expect(defaults().map((a) => a.id)).toEqual([created.id]);
    await call('PATCH', `${base}/${created.id}`, {
      ...options,
      body: { ...NEW_ADDRESS, isDefault: false },
    });
    expect(defaults().map((a) => a.id)).toEqual([created.id]);
    await call('DELETE', `${base}/${created.id}`, options);
    expect(defaults()).toHaveLength(1);
  });

  it('answers 400 with the nested field paths', async () => {
    const response = await call('POST', base, {
      token: await token(),
      body: { name: '', address: { countryCode: 'XX' } },
    });
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: {
        name: ['validator.required'],
        'address.address': ['validator.required'],
        'address.postalCode': ['validator.required'],
        'address.city': ['validator.required'],
        'address.countryCode': ['validator.country'],
      },
    });
  });
});
