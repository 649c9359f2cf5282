import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { downloadFile, type TransferProgress } from '@/lib/files/download';
import { DownloadButton } from '@/lib/files/DownloadButton';
import { FILE_NAMES } from '@/lib/files/fileNames';
import { server } from '@/mocks/node';
import { PDF, saved, start, text, installFileHarness } from './fileHarness';

installFileHarness();

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
