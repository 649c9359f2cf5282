import { expect } from 'vitest';
import { FILE_STARTS, call, login, multipart } from '../../testing';

/** Helpers of the catalogue administration's tests. */
export const PLATFORM = 4;
export const RIVIERA = 2;

export interface Session {
  token: string;
  organizationId: number;
}

export const operator = async (): Promise<Session> => ({
  token: (await login('operator@demo.aero')).token,
  organizationId: PLATFORM,
});
export const seller = async (): Promise<Session> => ({
  token: (await login('seller@demo.aero')).token,
  organizationId: RIVIERA,
});

export function send(session: Session | undefined, method: string, path: string, body?: unknown) {
  return call(method, path, { ...(session ?? {}), ...(body !== undefined && { body }) });
}

export async function json<T>(response: Response, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect({ status: response.status, body }).toMatchObject({ status });
  return body as T;
}

/** A CSV sent as the import's multipart body. */
export async function importCsv(session: Session, text: string, name = 'attributes.csv') {
  const form = new FormData();
  form.append('file', new File([text], name, { type: 'text/csv' }));
  return call('POST', 'api/import/attribute', { ...session, ...(await multipart(form)) });
}

/** Uploads a file of `type` as that session; its id. */
export async function upload(session: Session, name: string, type: keyof typeof FILE_STARTS) {
  const form = new FormData();
  form.append('file', new File([FILE_STARTS[type]], name, { type }));
  const response = await call('POST', 'api/file', { ...session, ...(await multipart(form)) });
  return (await json<{ id: number }>(response, 201)).id;
}
