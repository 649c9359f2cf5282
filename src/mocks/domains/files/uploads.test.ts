import { beforeEach, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../lib/api/files.types';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';

beforeEach(() => resetDemoApi());

async function multipart(form: FormData) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: await encoded.text(),
    headers: { 'Content-Type': encoded.headers.get('Content-Type') ?? '' },
  };
}

function form(name: string, type: string, content: string): FormData {
  const data = new FormData();
  data.append('file', new File([content], name, { type }));
  return data;
}

describe('POST api/file', () => {
  it('stores a pdf and answers it back from its url', async () => {
    const { token } = await login('buyer@demo.aero');
    const response = await call('POST', 'api/file', {
      token,
      organizationId: 1,
      ...(await multipart(form('damage report.pdf', 'application/pdf', '%PDF-1.4 demo'))),
    });
    expect(response.status).toBe(201);
    const file = (await response.json()) as UploadedFile;
    expect(file).toMatchObject({ name: 'damage report.pdf', contentType: 'application/pdf' });
    const read = await call('GET', file.url.slice(1));
    expect(read.headers.get('Content-Type')).toBe('application/pdf');
    expect(await read.text()).toBe('%PDF-1.4 demo');
  });

  it('refuses another type, a file over 2 Mo, no file, and no token', async () => {
    const { token } = await login('buyer@demo.aero');
    const text = await call('POST', 'api/file', {
      token,
      ...(await multipart(form('notes.txt', 'text/plain', 'hello'))),
    });
    expect(((await text.json()) as { errors: unknown }).errors).toEqual({
      file: ['validator.file_type'],
    });
    const big = await call('POST', 'api/file', {
      token,
      ...(await multipart(form('big.png', 'image/png', 'x'.repeat(2 * 1024 * 1024 + 1)))),
    });
    expect(((await big.json()) as { errors: unknown }).errors).toEqual({
      file: ['validator.file_size'],
    });
    const none = await call('POST', 'api/file', { token, ...(await multipart(new FormData())) });
    expect(none.status).toBe(400);
    const anonymous = await call('POST', 'api/file', {
      ...(await multipart(form('a.png', 'image/png', 'x'))),
    });
    expect(anonymous.status).toBe(401);
  });
});
