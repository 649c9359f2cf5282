import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiHttp } from '@/mocks/api/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };
const RIVIERA_TRIP = 'Riviera weekend – Lyon, Nice, Geneva';

/** The demo API's paths called while the test runs (query aside). */
const called: string[] = [];
const record = ({ request }: { request: Request }) => {
  called.push(new URL(request.url).pathname);
};
afterEach(() => {
  server.events.removeListener('request:start', record);
  called.length = 0;
});

/** Opens the palette with Ctrl+K, or with the top bar's search button. */
async function openPaletteAs(role: 'buyer' | 'operator', by: 'shortcut' | 'button' = 'shortcut') {
  const user = userEvent.setup();
  await renderRoute('/', { as: role, preferences: { language: 'en' } });
  const button = await screen.findByRole('button', { name: 'Search' }, SLOW);
  expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
  server.events.on('request:start', record);
  if (by === 'shortcut') await user.keyboard('{Control>}k{/Control}');
  else await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Search and go' }, SLOW);
  const field = within(dialog).getByRole('combobox', { name: /Search a page/ });
  await waitFor(() => expect(field).toHaveFocus());
  return { user, dialog, field };
}

const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((option) => option.textContent);

const activeOption = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-activedescendant') ?? '');

describe('command palette', () => {
  it('opens with Ctrl+K, finds a trip by its name and opens it with Enter', async () => {
    const { user, dialog, field } = await openPaletteAs('buyer');
    await user.type(field, 'Riviera weekend');
    const trips = await within(dialog).findByRole('group', { name: 'Trips' }, SLOW);
    expect(within(trips).getByRole('option', { name: new RegExp(RIVIERA_TRIP) })).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).not.toHaveTextContent('Searching'),
    );
    expect(activeOption(field)).toHaveTextContent(RIVIERA_TRIP);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: RIVIERA_TRIP }, SLOW),
    ).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Search and go' })).not.toBeInTheDocument();
  });

  it('finds orders and invoices by their reference, a few of each', async () => {
    const { user, dialog, field } = await openPaletteAs('buyer');
    await user.type(field, 'RJC-2026');
    for (const group of ['Orders', 'Invoices']) {
      const found = await within(dialog).findByRole('group', { name: group }, SLOW);
      const labels = within(found)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.length).toBeLessThanOrEqual(5);
      for (const label of labels) expect(label).toContain('RJC-2026');
    }
  });

  it("shows a buyer its pages, not the operator's, and never queries a source it has no right to", async () => {
    const { user, dialog, field } = await openPaletteAs('buyer');
    expect(optionNames(dialog)).toEqual(expect.arrayContaining(['Home', 'Trips', 'Invoices']));
    expect(optionNames(dialog)).not.toContain('Organizations');
    expect(optionNames(dialog)).not.toContain('Airports');
    await user.type(field, 'Nice');
    await within(dialog).findByRole('group', { name: 'Trips' }, SLOW);
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).not.toHaveTextContent('Searching'),
    );
    expect(called).toEqual(expect.arrayContaining(['/api/trip', '/api/quote']));
    expect(called).not.toContain('/api/organization');
    expect(called).not.toContain('/api/airport');
    expect(within(dialog).queryByRole('group', { name: 'Organizations' })).toBeNull();
  });

  it("gives an operator, from the top bar's button, its own pages and the organizations' search", async () => {
    const { user, dialog, field } = await openPaletteAs('operator', 'button');
    expect(optionNames(dialog)).toContain('Organizations');
    await user.type(field, 'Riviera Jet');
    const found = await within(dialog).findByRole('group', { name: 'Organizations' }, SLOW);
    expect(within(found).getAllByRole('option')[0]).toHaveTextContent('Riviera Jet Centre');
  });

  it("keeps the newer query's trips when the older answer comes late", async () => {
    let first = true;
    server.use(
      // The first search ("Nice") is answered long after the second one (then by the demo API).
      apiHttp.get('/api/trip', async () => {
        if (!first) return;
        first = false;
        await delay(1500);
      }),
    );
    const { user, dialog, field } = await openPaletteAs('buyer');
    await user.type(field, 'Nice');
    await waitFor(() => expect(called).toContain('/api/trip'), SLOW);
    await user.clear(field);
    await user.type(field, 'Riviera weekend');
    const trips = await within(dialog).findByRole('group', { name: 'Trips' }, SLOW);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(
      within(trips)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining(RIVIERA_TRIP)]);
  });
});
