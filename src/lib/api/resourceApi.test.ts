import { configureStore } from '@reduxjs/toolkit';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterAll, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import { baseApi } from './baseApi';
import { resourceApi } from './resourceApi';

interface Thing {
  id: number;
  name: string;
}

/** The calls made, answered from a tiny table (no network). */
const calls: { method: string; url: string; params?: unknown; data?: unknown }[] = [];
const answer = (config: InternalAxiosRequestConfig): unknown => {
  if (config.method === 'get' && config.url === 'api/test-thing') {
    return { things: [{ id: 1, name: 'One' }], totalItems: 1 };
  }
  return { id: 1, name: 'One' };
};
const adapter: AxiosAdapter = async (config) => {
  calls.push({
    method: config.method ?? '',
    url: config.url ?? '',
    params: config.params,
    data: config.data,
  });
  return { data: answer(config), status: 200, statusText: 'OK', headers: {}, config };
};
const previous = http.defaults.adapter;
http.defaults.adapter = adapter;
afterAll(() => {
  http.defaults.adapter = previous;
});

const things = resourceApi<Thing, Omit<Thing, 'id'>, 'search' | 'kind'>(
  { id: 'test.things', endpoint: 'api/test-thing', tag: 'TestThing', listKey: 'things' },
  {
    query: { search: 'search', filters: { kind: { enum: ['big', 'small'] } } },
    alsoInvalidates: ['TestOther'],
  },
);

const store = configureStore({
  reducer: { [baseApi.reducerPath]: baseApi.reducer },
  middleware: (getDefault) => getDefault().concat(baseApi.middleware),
});

const ARGS = {
  page: 2,
  pageSize: 10,
  sort: 'name',
  order: 'asc',
  filters: { search: 'on', kind: 'huge' },
} as const;

describe('resourceApi', () => {
  it('injects the five endpoints under names taken from the resource id', () => {
    expect(things.names).toEqual({
      list: 'test.things:list',
      read: 'test.things:read',
      create: 'test.things:create',
      update: 'test.things:update',
      remove: 'test.things:delete',
    });
    expect(Object.keys(baseApi.endpoints)).toEqual(
      expect.arrayContaining(Object.values(things.names)),
    );
  });

  it('lists through the declared query (a value out of the enum left out), as a page', async () => {
    const result = await store.dispatch(things.endpoints.list.initiate(ARGS));
    expect(result.data).toEqual({ items: [{ id: 1, name: 'One' }], total: 1 });
    expect(calls.at(-1)).toMatchObject({ method: 'get', url: 'api/test-thing' });
    expect(calls.at(-1)?.params).toEqual({
      page: 2,
      numberOfItemsPerPage: 10,
      'order[name]': 'asc',
      searchQuery: 'on',
    });
  });

  it('updates with PATCH, then refetches the list it changed', async () => {
    const list = store.dispatch(things.endpoints.list.initiate(ARGS));
    await list;
    const before = calls.length;
    await store.dispatch(things.endpoints.update.initiate({ id: 1, name: 'Uno' })).unwrap();
    expect(calls[before]).toMatchObject({ method: 'patch', url: 'api/test-thing/1' });
    await expect
      .poll(() => calls.slice(before + 1).some((call) => call.method === 'get'))
      .toBe(true);
    list.unsubscribe();
  });

  it('deletes at the URL the resource names, else at {endpoint}/{id}', async () => {
    const deletes = () => calls.filter((call) => call.method === 'delete').map((call) => call.url);
    await store.dispatch(things.endpoints.remove.initiate(4)).unwrap();
    expect(deletes()).toEqual(['api/test-thing/4']);
    const offers = resourceApi<Thing, Omit<Thing, 'id'>>({
      id: 'test.offers',
      endpoint: 'api/test-offer',
      deleteEndpoint: (id) => `api/test-offer/${id}/delete`,
      tag: 'TestOffer',
      listKey: 'offers',
    });
    await store.dispatch(offers.endpoints.remove.initiate(7)).unwrap();
    expect(deletes()).toEqual(['api/test-thing/4', 'api/test-offer/7/delete']);
  });
});
