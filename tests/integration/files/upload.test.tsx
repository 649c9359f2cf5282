import { screen } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FILE_SIZE_BYTES } from '@/lib/config/constants';
import type { TransferProgress } from '@/lib/files/download';
import { FileTooLargeError, multipartBody, uploadFile } from '@/lib/files/upload';
import { server } from '@/mocks/node';
import { start, installFileHarness } from './fileHarness';

installFileHarness();

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
