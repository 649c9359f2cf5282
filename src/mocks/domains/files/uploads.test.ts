import { beforeEach, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../lib/api/files.types';
import { advanceClock, db, resetDemoApi } from '../../db';
import { FILE_STARTS, call, login, multipart } from '../../testing';
import { ORG } from '../organizations';
import { UPLOAD_QUOTA_BYTES } from './checks';
import { fileStore } from './store';
import { safeName } from './uploads';

beforeEach(() => resetDemoApi());

function form(name: string, type: string, content: BlobPart): FormData {
  const data = new FormData();
  data.append('file', new File([content], name, { type }));
  return data;
}

async function upload(token: string, name: string, type: string, content: BlobPart) {
  return call('POST', 'api/file', {
    token,
    organizationId: ORG.alpine,
    ...(await multipart(form(name, type, content))),
  });
}

describe('POST api/file', () => {
  it('stores a pdf and answers it back from its url', async () => {
    const { token } = await login('buyer@demo.aero');
    const response = await upload(token, 'damage report.pdf', 'application/pdf', '%PDF-1.4 demo');
    expect(response.status).toBe(201);
    const file = (await response.json()) as UploadedFile;
    expect(file).toMatchObject({ name: 'damage report.pdf', contentType: 'application/pdf' });
    const read = await call('GET', file.url.slice(1));
    expect(read.headers.get('Content-Type')).toBe('application/pdf');
    expect(await read.text()).toBe('%PDF-1.4 demo');
  });

  it('keeps the bytes out of the database: it holds their metadata only', async () => {
    // Found: 40 files of 2 MB inside the JSON database made it 120 MB and every call 3 s.
    const { token } = await login('buyer@demo.aero');
    const png = new Uint8Array(256 * 1024).map((_, i) => i % 251);
    png.set(FILE_STARTS['image/png']);
    const response = await upload(token, 'wing.png', 'image/png', png);
    expect(response.status).toBe(201);
    const [record] = db.uploadedFiles;
    expect(JSON.stringify(db.uploadedFiles).length).toBeLessThan(1000);
    expect(record).toMatchObject({ size: png.length, storedName: expect.stringMatching(/\.png$/) });
    const same = (bytes: Uint8Array | undefined) =>
      Buffer.from(png).equals(Buffer.from(bytes ?? []));
    expect(same(fileStore().read(record?.storedName ?? ''))).toBe(true);
    const read = await call('GET', ((await response.json()) as UploadedFile).url.slice(1));
    expect(same(new Uint8Array(await read.arrayBuffer()))).toBe(true);
  });

  it.each([
    ['a text declared as a pdf', 'notes.pdf', 'application/pdf', 'hello'],
    ['a pdf declared as a png', 'photo.png', 'image/png', '%PDF-1.4'],
    ['an html page declared as a jpg', 'photo.jpg', 'image/jpeg', '<html><script>'],
  ])('refuses %s: the content must start like its type', async (_, name, type, content) => {
    const { token } = await login('buyer@demo.aero');
    const response = await upload(token, name, type, content);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { file: ['validator.file_type'] } });
    expect(db.uploadedFiles).toEqual([]);
  });

  it('refuses another type, a file over 2 Mo, no file, and no token', async () => {
    const { token } = await login('buyer@demo.aero');
    const text = await upload(token, 'notes.txt', 'text/plain', 'hello');
    expect(((await text.json()) as { errors: unknown }).errors).toEqual({
      file: ['validator.file_type'],
    });
    const big = await upload(token, 'big.png', 'image/png', 'x'.repeat(2 * 1024 * 1024 + 1));
    expect(((await big.json()) as { errors: unknown }).errors).toEqual({
      file: ['validator.file_size'],
    });
    const none = await call('POST', 'api/file', { token, ...(await multipart(new FormData())) });
    expect(none.status).toBe(400);
    const anonymous = await call('POST', 'api/file', {
      ...(await multipart(form('a.png', 'image/png', FILE_STARTS['image/png']))),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the stored name', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ada\\report.pdf', 'report.pdf'],
    ['<img src=x onerror=alert(1)>.pdf', '_img src_x onerror_alert_1_.pdf'],
    ['.htaccess.pdf', 'htaccess.pdf'],
    ['   ', 'file'],
    ['ok name-1.pdf', 'ok name-1.pdf'],
  ])('%j is shown as %j', (given, shown) => {
    expect(safeName(given)).toBe(shown);
  });

  it('never reaches the disk: the store names the file itself', async () => {
    const { token } = await login('buyer@demo.aero');
    await upload(token, '../../../evil.pdf', 'application/pdf', '%PDF-1.4');
    expect(db.uploadedFiles[0]?.name).toBe('evil.pdf');
    expect(db.uploadedFiles[0]?.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });
});

describe('the upload quota (50 MB per organization per day)', () => {
  it('answers 429 with Retry-After past the quota, and lets uploads go a day later', async () => {
    const { token } = await login('buyer@demo.aero');
    // The quota as recorded uploads (2 MB each per request, 25 of them), dated now.
    for (let i = 0; i < UPLOAD_QUOTA_BYTES / (2 * 1024 * 1024); i += 1) {
      db.uploadedFiles.push({
        id: i + 1,
        name: `scan-${i}.pdf`,
        url: `/uploads/files/${i + 1}/k/scan.pdf`,
        contentType: 'application/pdf',
        size: 2 * 1024 * 1024,
        organizationId: ORG.alpine,
        userId: 1,
        storedName: `${crypto.randomUUID()}.pdf`,
        createdAt: new Date(Date.now() - 3600_000).toISOString(),
      });
    }
    const refused = await upload(token, 'one-more.pdf', 'application/pdf', '%PDF-1.4');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 429, message: 'errors.upload_quota' });
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(22 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(23 * 3600 + 1);

    // Another organization has its own quota.
    const seller = await login('seller@demo.aero');
    const other = await call('POST', 'api/file', {
      token: seller.token,
      organizationId: ORG.riviera,
      ...(await multipart(form('quote.pdf', 'application/pdf', '%PDF-1.4'))),
    });
    expect(other.status).toBe(201);

    advanceClock(retryAfter);
    const later = await login('buyer@demo.aero');
    expect((await upload(later.token, 'next-day.pdf', 'application/pdf', '%PDF-1.4')).status).toBe(
      201,
    );
  });
});
