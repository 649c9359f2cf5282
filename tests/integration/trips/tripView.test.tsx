import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import type { CostDetails } from '@/entities/trip';
import { server } from '@/mocks/node';
import { captureDownloads } from '@tests/utils/downloads';
import { pinDemoClock } from '@tests/utils/demoClock';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';
import { deleteStepOf } from './stepMenu';

const RIVIERA = 'Riviera weekend – Lyon, Nice, Geneva';
const LEG_1 = 'Leg 1 · LFLL → LFMN';
const TRANSFER = 'Transfer 2 · LFMN → Hôtel de Paris, Monte-Carlo';
const LEG_3 = 'Leg 3 · LFMN → LSGG';
const SLOW = { timeout: 15000 };

async function openTrip(path = '/trips/1', as: DemoRole = 'buyer', imperial = false) {
  const app = await renderRoute(path, {
    as,
    preferences: { language: 'en', measurement: imperial ? 'imperial' : 'metric' },
  });
  await screen.findByRole('heading', { level: 1, name: RIVIERA }, SLOW);
  return app;
}

const stepHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => /^(Leg|Transfer) /.test(text ?? ''));

const section = (name: string) => screen.getByRole('region', { name });

/** The value of a detail row, by its label, within `scope`. */
function detail(scope: HTMLElement, label: string): string {
  const term = within(scope).getAllByText(label, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent ?? '';
}

afterEach(() => vi.restoreAllMocks());

// The expected dates are those of the seed on the day these tests were written.
beforeEach(() => pinDemoClock('2026-11-23T09:00:00Z'));

describe('trip view', () => {
  it('shows every step in order with its airports, times, people, documents and services', async () => {
    await openTrip('/trips/1', 'buyer', true);
    expect(stepHeadings()).toEqual([LEG_1, TRANSFER, LEG_3]);
    const leg = section(LEG_1);
    // Lyon and Nice in their local time (UTC+1 in November) and in UTC.
    expect(detail(leg, 'ETD')).toBe('26/11/2026, 08:30 UTC+1· 26/11/2026, 07:30 UTC');
    expect(detail(leg, 'ETA')).toBe('26/11/2026, 09:35 UTC+1· 26/11/2026, 08:35 UTC');
    expect(detail(leg, 'On board')).toBe('Adults: 3, children: 1, babies: 0');
    expect(detail(leg, 'Bags')).toBe('4');
    // 72 kg in the user's imperial units.
    expect(detail(leg, 'Hold luggage')).toBe('158.73 lb');
    expect(detail(leg, 'Crew')).toBe(
      'Julien Moreau (Captain), Pieter Janssens (Captain), and Camille Fontaine (Cabin crew)',
    );
    expect(detail(leg, 'Flight type')).toBe('Domestic');
    expect(detail(leg, 'Mission')).toBe('Private');
    expect(detail(leg, 'Requested slot')).toContain('Not requested');
    expect(detail(leg, 'PPR')).toBe('Not required');
    expect(detail(leg, 'Flight plan')).toBe(
      'DCT MTL UM976 BRIGO DCT · FL330 · 460 kt · alternate LFML · filed',
    );
    expect(detail(leg, 'Gendec documents')).toBe(
      `Gendec LFLL-LFMN.pdfPassenger manifest LFLL-LFMN.pdfGendec of ${LEG_1}`,
    );
    expect(within(leg).getByRole('link', { name: `Gendec of ${LEG_1}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/trip\/1\/step\/\d+\/gendec$/),
    );
    expect(detail(leg, 'Passengers')).toContain('Oscar Hamilton · GB · Child · Confirmed');
    // What was ordered at Nice, with its state as a chip of the palette.
    const ordered = within(within(leg).getByRole('region', { name: 'Arrives LFMN' })).getByRole(
      'listitem',
    );
    expect(ordered).toHaveTextContent(
      /^OrderRJC-2026-000001 · Riviera Jet CentreHandling – business aviation terminal × 1, Aircraft parking \(24 h\) × 3$/,
    );
    expect(within(ordered).getByText('Order').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'success',
    );
    expect(detail(leg, 'Services ordered at LFLL')).toBe('No service ordered');
    // The arrival's requested slot, at Nice's time and in UTC.
    const arrivalSlot = within(leg).getAllByText('Requested slot', { selector: 'dt' })[1];
    expect(arrivalSlot?.nextElementSibling?.textContent).toBe(
      'Requested · 26/11/2026, 09:35 UTC+1· 26/11/2026, 08:35 UTC',
    );
    // Each event leads to its airport page and its slot request.
    expect(
      within(leg).getByRole('link', { name: 'LFLL: airport, passengers and documents' }),
    ).toHaveAttribute('href', '/airport/1/1/1');
    expect(within(leg).getByRole('link', { name: 'LFMN: slot request' })).toHaveAttribute(
      'href',
      '/submit-slot/1/2/1',
    );

    const transfer = section(TRANSFER);
    expect(detail(transfer, 'Mode')).toBe('Helicopter');
    expect(detail(transfer, 'Departure (local time)')).toBe(
      '26/11/2026, 10:00 UTC+1· 26/11/2026, 09:00 UTC',
    );
    expect(detail(transfer, 'Helicopter operator')).toBe('Azur Heli Services');
    expect(detail(transfer, 'Services ordered at LFMN')).toContain('AHS-2026-000002');
    // Geneva is on Zurich's time.
    expect(detail(section(LEG_3), 'ETA')).toBe('29/11/2026, 16:55 UTC+1· 29/11/2026, 15:55 UTC');
    expect(screen.getByRole('button', { name: 'Export as PDF' })).toBeInTheDocument();
  });

  it('shows a seller only the steps it serves, read-only, at /trip-view', async () => {
    await openTrip('/trip-view/1', 'seller');
    expect(stepHeadings()).toEqual([LEG_1]);
    // No "⋯" menu (name and aircraft, deletion) and no step to delete.
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions of Leg/ })).toBeNull();
  });
});

describe('export', () => {
  it('saves the trip as trip-<id>.pdf, a PDF from the API', async () => {
    const { saved, restore } = captureDownloads();
    try {
      const user = userEvent.setup();
      await openTrip();
      await user.click(screen.getByRole('button', { name: 'Export as PDF' }));
      await waitFor(() => expect(saved).toHaveLength(1), SLOW);
      expect(saved[0]?.name).toBe('trip-1.pdf');
      const head = new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer()).slice(0, 5);
      expect(new TextDecoder().decode(head)).toBe('%PDF-');
    } finally {
      restore();
    }
  });
});

describe('cost details', () => {
  it('asks every 100 ms until the server has computed them', async () => {
    let asks = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/api/trip-step/1/cost-details')) asks += 1;
    };
    server.events.on('request:start', count);
    try {
      await openTrip();
      const costs = within(section(LEG_1)).getByRole('region', { name: 'Cost details' });
      const table = await within(costs).findByRole('table', { name: 'Cost details' }, SLOW);
      const rows = within(table).getAllByRole('row');
      expect(rows.map((row) => row.textContent)).toContain('Landing fee LFMN€1,450.00');
      // Amounts right-aligned, the total under them.
      const fee = rows.find((row) => row.textContent?.startsWith('Landing fee LFMN'));
      expect(fee?.lastElementChild).toHaveClass('MuiTableCell-alignRight');
      expect(rows.at(-1)).toHaveTextContent(/^Total€3,694\.00$/);
      // The demo API computes for 300 ms: the first answer was "not ready", then asked again.
      expect(asks).toBeGreaterThanOrEqual(2);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('gives up with an error once 30 s have passed without them', async () => {
    const realNow = Date.now.bind(Date);
    let skipped = 0;
    let asks = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skipped);
    server.use(
      mock.get('*/api/trip-step/:stepId/cost-details', () => {
        asks += 1;
        // Each answer comes 4 s later on the clock the polling reads.
        skipped += 4_000;
        return HttpResponse.json({ ready: false } satisfies CostDetails);
      }),
    );
    await openTrip();
    await waitFor(
      () =>
        expect(
          screen.queryAllByText('The cost details could not be computed in time. Try again later.'),
        ).toHaveLength(3),
      SLOW,
    );
    // Three steps, each asked until its 30 s were spent: well more than one ask each.
    expect(asks).toBeGreaterThan(3 * 3);
    expect(screen.queryByRole('table', { name: 'Cost details' })).toBeNull();
  });
});

describe('cascades', () => {
  it('deletes a leg and the transfer leaving from it after a confirmation listing what it cancels, then shows the cancelled quotes', async () => {
    const user = userEvent.setup();
    await openTrip();
    await deleteStepOf(user, LEG_1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this step?' });
    const planned = within(dialog).getByRole('list', { name: 'These services will be cancelled:' });
    expect(
      within(planned)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'RJC-2026-000001 · Riviera Jet Centre · LFMN',
      'AHS-2026-000002 · Azur Heli Services · LFMN',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The leg and its transfer are gone; the last leg is now the first.
    await waitFor(() => expect(stepHeadings()).toEqual(['Leg 1 · LFMN → LSGG']), SLOW);
    const notice = screen.getByRole('list', { name: 'Quotes cancelled' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'RJC-2026-000001 · Riviera Jet Centre · Handling – business aviation terminal × 1, Aircraft parking (24 h) × 3',
      'AHS-2026-000002 · Azur Heli Services · Helicopter transfer Nice – Monaco × 1',
    ]);
  });

  it('lists the services of a leg and changes nothing when the confirmation is dismissed', async () => {
    const user = userEvent.setup();
    await openTrip();
    await deleteStepOf(user, LEG_3);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this step?' });
    const planned = within(dialog).getByRole('list', { name: 'These services will be cancelled:' });
    const labels = within(planned)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(labels).toEqual([
      'GSK-2026-000003 · Gourmet Skies · LFMN',
      'MFU-2026-000004 · Mistral Fuels · LFMN',
      'LHS-2026-000005 · Léman Hangars · LSGG',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(stepHeadings()).toEqual([LEG_1, TRANSFER, LEG_3]);
  });

  it('deletes the trip once the word is typed, listing what it cancels, then shows it on the list', async () => {
    const user = userEvent.setup();
    const app = await openTrip();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete the trip' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Delete the trip "${RIVIERA}"?`,
    });
    const planned = within(dialog).getByRole('list', { name: 'These services will be cancelled:' });
    const references = within(planned)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(' · ')[0]);
    expect(references).toEqual(
      expect.arrayContaining([
        'RJC-2026-000001',
        'AHS-2026-000002',
        'GSK-2026-000003',
        'MFU-2026-000004',
        'LHS-2026-000005',
      ]),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }),
      'DELETE',
    );
    await user.click(confirm);
    await waitFor(() => expect(app.location().pathname).toBe('/trips'), SLOW);
    expect(
      await screen.findByText(`Trip "${RIVIERA}" deleted`, undefined, SLOW),
    ).toBeInTheDocument();
    const notice = screen.getByRole('list', { name: 'Quotes cancelled' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' · ')[0]),
    ).toEqual(references);
  });
});
