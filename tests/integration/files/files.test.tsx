import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationSelected } from '@/lib/auth/organizationSlice';
import { tokenRefreshed } from '@/lib/auth/sessionSlice';
import { MAX_FILE_SIZE_BYTES } from '@/lib/config/constants';
import { server } from '@/mocks/node';
import { setupApp } from '@tests/integration/http/harness';
import { downloadFile, type TransferProgress } from '@/lib/files/download';
import { DownloadButton } from '@/lib/files/DownloadButton';
import { FILE_NAMES } from '@/lib/files/fileNames';
import { FileTooLargeError, multipartBody, uploadFile } from '@/lib/files/upload';

const PDF = new TextEncoder().encode('%PDF-1.7 a trip');

const saved: { name: string; blob: Blob }[] = [];

// jsdom's Blob lacks stream(), which msw needs to hand a blob response to its listeners (every
// browser has it): a test-environment gap, filled here only.
beforeAll(() => {
  if (typeof Blob.prototype.stream === 'function') return;
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      const read = this.arrayBuffer.bind(this);
      return new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(await read()));
          controller.close();
        },
      });
    },
  });
});
const cleanups: (() => void)[] = [];

beforeEach(() => {
  // jsdom has no object URLs and no downloads: catch what the browser would save.
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const href = `blob:test/${blobs.size}`;
        blobs.set(href, blob);
        return href;
      },
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
});
afterEach(() => {
  saved.splice(0);
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The http layer as the app wires it, a session token and a selected organization. */
function start() {
  const app = setupApp();
  cleanups.push(app.eject);
  app.store.dispatch(tokenRefreshed({ token: 'access-1' }));
  app.store.dispatch(organizationSelected({ id: 7, name: 'Demo FBO' }));
  return app;
}

const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('downloadFile', () => {
  it('GETs the file with the session headers and saves it under the spec name', async () => {
    start();
    const received: Record<string, string>[] = [];
    server.use(
      mock.get('*/api/trip/12/export', ({ request }) => {
        received.push({
          ...Object.fromEntries(request.headers),
          ...Object.fromEntries(new URL(request.url).searchParams),
        });
        return new HttpResponse(PDF, {
          headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(PDF.length) },
        });
      }),
    );
    const progress: TransferProgress[] = [];
    await downloadFile({
      url: 'api/trip/12/export',
      params: { lang: 'fr' },
      fileName: FILE_NAMES.trip(12),
      onProgress: (step) => progress.push(step),
    });

    expect(received[0]).toMatchObject({
      authorization: 'Bearer access-1',
      selectedorganizationid: '7',
      lang: 'fr',
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('trip-12.pdf');
    expect(await text(saved[0]?.blob ?? new Blob())).toBe('%PDF-1.7 a trip');
    expect(progress.at(-1)).toEqual({ loaded: PDF.length, total: PDF.length, fraction: 1 });
  });

  it.each([
    ['quote', FILE_NAMES.quote(3), 'quote-3.pdf'],
    ['ppr', FILE_NAMES.ppr('9'), 'ppr-9.pdf'],
    ['export', FILE_NAMES.export, 'export.csv'],
    ['attributes', FILE_NAMES.attributes, 'attributes.csv'],
  ])('names the %s file %s', (_kind, name, expected) => {
    expect(name).toBe(expected);
  });

  it('says "Cannot generate PDF" with the API error read from the Blob body', async () => {
    start();
    server.use(
      mock.get('*/api/quote/3/print', () =>
        HttpResponse.json({ code: 500, message: 'The PDF engine is down' }, { status: 500 }),
      ),
    );
    await expect(
      downloadFile({ url: 'api/quote/3/print', fileName: FILE_NAMES.quote(3) }),
    ).rejects.toMatchObject({ kind: 'server', status: 500, message: 'The PDF engine is down' });
    expect(await screen.findByText('Cannot generate PDF')).toBeInTheDocument();
    expect(screen.getByText('The PDF engine is down')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('words a failed export with the catalogue, field errors included', async () => {
    start();
    server.use(
      mock.get('*/export/marketplace/invoice', () =>
        HttpResponse.json(
          { code: 400, message: 'errors.invalid_request', errors: { from: 'Invalid date' } },
          { status: 400 },
        ),
      ),
    );
    await expect(
      downloadFile({ url: 'export/marketplace/invoice', fileName: FILE_NAMES.export }),
    ).rejects.toMatchObject({ kind: 'client', fieldErrors: { from: ['Invalid date'] } });
    expect(await screen.findByText('Client error 400')).toBeInTheDocument();
    expect(screen.getByText('Invalid request: Invalid date')).toBeInTheDocument();
  });
});

describe('uploadFile', () => {
  it('posts multipart/form-data with the file and the extra fields', async () => {
    // msw reads the body through Node's fetch, which cannot read jsdom's FormData and File
    // (the file arrives as "undefined"): the page builds the body with Node's, as a browser's.
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('Blob', NodeBlob);
    start();
    const received: { contentType: string | null; form: FormData }[] = [];
    server.use(
      mock.post('*/api/import/attribute', async ({ request }) => {
        received.push({
          contentType: request.headers.get('content-type'),
          form: await request.formData(),
        });
        return HttpResponse.json({ id: 4 }, { status: 201 });
      }),
    );
    const uploadProgress: TransferProgress[] = [];
    // Node's File now, through the stubbed global.
    const file = new File(['code;label\nA;B'], 'attributes.csv', { type: 'text/csv' });
    const result = await uploadFile<{ id: number }>({
      url: 'api/import/attribute',
      file,
      fieldName: 'importFile',
      extra: { organizationId: 7, replace: true, note: null },
      meta: { success: false },
      onProgress: (step) => uploadProgress.push(step),
    });
    expect(uploadProgress.at(-1)?.fraction).toBe(1);

    expect(result).toEqual({ id: 4 });
    const [request] = received;
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const sent = request?.form.get('importFile');
    expect(sent).toBeInstanceOf(NodeFile);
    expect(sent instanceof NodeFile && sent.name).toBe('attributes.csv');
    expect(sent instanceof NodeFile && (await sent.text())).toBe('code;label\nA;B');
    expect(request?.form.get('organizationId')).toBe('7');
    expect(request?.form.get('replace')).toBe('true');
    expect(request?.form.has('note')).toBe(false);
  });

  it('names the file part after the file, or as asked', () => {
    const file = new File(['x'], 'attributes.csv');
    expect(multipartBody(file, 'file').get('file')).toMatchObject({ name: 'attributes.csv' });
    expect(multipartBody(file, 'file', {}, 'import.csv').get('file')).toMatchObject({
      name: 'import.csv',
    });
    expect(multipartBody(new Blob(['x']), 'upload').get('upload')).toMatchObject({ name: 'file' });
  });

  it('refuses a file over 2 Mo before sending anything', async () => {
    start();
    const sent = vi.fn();
    server.use(
      mock.post('*/api/upload', () => {
        sent();
        return HttpResponse.json({});
      }),
    );
    const big = new File([new Uint8Array(MAX_FILE_SIZE_BYTES + 1)], 'big.pdf');
    await expect(uploadFile({ url: 'api/upload', file: big })).rejects.toThrow(
      new FileTooLargeError('File too large (max 2 MB)'),
    );
    expect(sent).not.toHaveBeenCalled();
    expect(await screen.findByText('Error uploading file')).toBeInTheDocument();
    expect(screen.getByText('File too large (max 2 MB)')).toBeInTheDocument();
  });

  it('says "Error uploading file" with the catalogue detail when the API refuses it', async () => {
    start();
    server.use(
      mock.post('*/api/upload', () =>
        HttpResponse.json({ code: 400, message: 'Unreadable CSV' }, { status: 400 }),
      ),
    );
    const file = new File(['x'], 'a.csv');
    await expect(uploadFile({ url: 'api/upload', file })).rejects.toMatchObject({ status: 400 });
    expect(await screen.findByText('Error uploading file')).toBeInTheDocument();
    expect(screen.getByText('Unreadable CSV')).toBeInTheDocument();
  });
});

describe('DownloadButton', () => {
  it('shows the download in progress, then saves the file', async () => {
    start();
    let release: () => void = () => undefined;
    server.use(
      mock.get('*/api/ppr/5/print', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    render(
      <DownloadButton url="api/ppr/5/print" fileName={FILE_NAMES.ppr(5)}>
        PPR (PDF)
      </DownloadButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'PPR (PDF)' }));
    const busy = await screen.findByRole('button', { name: /Downloading…/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'PPR (PDF)' })).toBeEnabled());
    expect(saved.map((file) => file.name)).toEqual(['ppr-5.pdf']);
  });
});
