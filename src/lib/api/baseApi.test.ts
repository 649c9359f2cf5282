import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { allTagTypes, baseApi, invalidateEveryTag, TAG_TYPES, withTagTypes } from './baseApi';

function storeWithApi() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

describe('tag types added by a feature', () => {
  // What a feature's api file does: its own tag type, its endpoints on the one API.
  let calls = 0;
  const widgetApi = withTagTypes(['TestWidget']).injectEndpoints({
    endpoints: (build) => ({
      testWidgets: build.query<number, null>({
        queryFn: () => {
          calls += 1;
          return { data: calls };
        },
        providesTags: [{ type: 'TestWidget', id: 'LIST' }],
      }),
    }),
  });

  it('join the platform tags, which stay the platform own', () => {
    expect(TAG_TYPES).not.toContain('TestWidget');
    expect(allTagTypes()).toEqual(expect.arrayContaining([...TAG_TYPES, 'TestWidget']));
  });

  it('are refetched when everything is invalidated (organization switch)', async () => {
    const store = storeWithApi();
    const subscription = store.dispatch(widgetApi.endpoints.testWidgets.initiate(null));
    await subscription;
    expect(calls).toBe(1);
    store.dispatch(invalidateEveryTag());
    await expect.poll(() => calls).toBe(2);
    subscription.unsubscribe();
  });
});
