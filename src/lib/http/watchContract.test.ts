import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import type { ObservedResponse } from '@/lib/contract/responseValidator';
import { watchContract } from './watchContract';

/** An axios instance answering from a table (no network). */
function instanceAnswering(status: number, data: unknown, contentType?: string) {
  const adapter: AxiosAdapter = async (config) => {
    const response = {
      data,
      status,
      statusText: '',
      headers: contentType ? { 'content-type': contentType } : {},
      config,
    };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return axios.create({ baseURL: 'http://localhost:3001/', adapter });
}

describe('watchContract (dev server)', () => {
  it('loads the checker once, on the first answer, and hands it each answer, failures too', async () => {
    const seen: ObservedResponse[] = [];
    const load = vi.fn(async () => ({
      createDevCheck: async () => (r: ObservedResponse) => seen.push(r),
    }));
    const ok = instanceAnswering(200, { id: 1 }, 'application/json');
    watchContract(ok, load);
    expect(load).not.toHaveBeenCalled();
    await ok.get('api/trip/1', { params: { page: 2 } });
    await ok.get('api/trip/2');
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(load).toHaveBeenCalledOnce();
    expect(seen[0]).toEqual({
      method: 'GET',
      url: 'http://localhost:3001/api/trip/1?page=2',
      status: 200,
      contentType: 'application/json',
      body: { id: 1 },
    });

    const failing = instanceAnswering(400, { code: 400, message: 'No' }, 'application/json');
    watchContract(failing, load);
    await expect(failing.delete('api/trip/3')).rejects.toBeInstanceOf(AxiosError);
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]).toMatchObject({ method: 'DELETE', status: 400 });
  });

  it('sends an empty answer as one without a body', async () => {
    const seen: ObservedResponse[] = [];
    const empty = instanceAnswering(204, '', 'application/json');
    watchContract(empty, async () => ({
      createDevCheck: async () => (r: ObservedResponse) => seen.push(r),
    }));
    await empty.delete('api/trip/3');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.contentType).toBeNull();
  });
});
