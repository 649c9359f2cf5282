import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute } from '@tests/utils/renderRoute';

/**
 * Spec section 8's catalogue errors on the services screens: the demo API fails (a 500, a lost
 * connection) and the screen says what could not be done, in its words, keeping what was typed.
 */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 15000 };
/** Riviera's ground power unit (service 10208), a plain service at Nice. */
const GPU = 10208;
/** The alert that says `text` (the http layer's toast is an alert too). */
async function alertSaying(text: string, scope: Pick<typeof screen, 'findAllByRole'> = screen) {
  let found: HTMLElement | undefined;
  await waitFor(async () => {
    const alerts = await scope.findAllByRole('alert');
    found = alerts.find((alert) => alert.textContent?.includes(text));
    expect(found).toBeDefined();
  }, SLOW);
  if (!found) throw new Error(`no alert saying ${text}`);
  return found;
}
const serverDown = () => HttpResponse.json({ code: 500, message: 'Boom' }, { status: 500 });

describe('the catalogue’s errors', { timeout: 60000 }, () => {
  it('a list that cannot load says "Cannot fetch services", with a retry', async () => {
    server.use(mock.get('*/api/product', () => HttpResponse.error()));
    await renderRoute('/services', { as: 'seller', preferences: EN });
    const alert = await alertSaying('Cannot fetch services');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('the operator’s list says the same', async () => {
    server.use(mock.get('*/api/operator/product', serverDown));
    await renderRoute('/operator-services', { as: 'operator', preferences: EN });
    await alertSaying('Cannot fetch services');
  });

  it('a service that cannot load says "Error fetching product data"', async () => {
    server.use(mock.get(`*/api/product/${GPU}`, serverDown));
    await renderRoute(`/services/show/${GPU}/service/information`, {
      as: 'seller',
      preferences: EN,
    });
    const alert = await alertSaying('Error fetching product data');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([
    ['another typology', `/services/show/${GPU}/fuel/information`, 'seller'],
    ['a tab its typology lacks', `/services/show/${GPU}/service/capacity`, 'seller'],
    ['an unknown tab', `/services/edit/${GPU}/service/nonsense`, 'seller'],
    ['an unknown typology', `/operator-services/show/${GPU}/boat/information`, 'operator'],
  ] as const)('a URL naming %s says "No item for this slug"', async (_case, path, as) => {
    await renderRoute(path, { as, preferences: EN });
    const alert = await alertSaying('No item for this slug');
    expect(alert).toHaveTextContent('a typology or a tab this service does not have');
    expect(within(alert).getByRole('link', { name: /^Back to/ })).toBeInTheDocument();
  });

  it('a tab that cannot be saved says "Changes cannot be saved" and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(mock.patch(`*/api/product/${GPU}`, serverDown));
    const stored = JSON.stringify(db.services.find((service) => service.id === GPU));
    await renderRoute(`/services/edit/${GPU}/service/information`, {
      as: 'seller',
      preferences: EN,
    });
    const form = await screen.findByRole('form', { name: 'Information' }, SLOW);
    const name = within(form).getByRole('textbox', { name: /^Name \(English\)/ });
    await waitFor(() => expect(name).toHaveValue('Ground power unit (GPU)'));
    await user.clear(name);
    await user.type(name, 'GPU 400 Hz');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await alertSaying('Changes cannot be saved', within(form));
    expect(name).toHaveValue('GPU 400 Hz');
    expect(JSON.stringify(db.services.find((service) => service.id === GPU))).toBe(stored);
  });

  it('a delete that fails says "The item cannot be deleted", the dialog open', async () => {
    const user = userEvent.setup();
    server.use(mock.delete(`*/api/product/${GPU}`, serverDown));
    await renderRoute(`/services/show/${GPU}/service/information`, {
      as: 'seller',
      preferences: EN,
    });
    await screen.findByRole('heading', { level: 1, name: 'Ground power unit (GPU)' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Delete Ground power unit/ });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await alertSaying('The item cannot be deleted', within(dialog));
    expect(db.services.some((service) => service.id === GPU)).toBe(true);
  });

  it('a delete from the list that fails says so in its dialog', async () => {
    const user = userEvent.setup();
    server.use(mock.delete('*/api/product/:id', serverDown));
    await renderRoute('/services', { as: 'seller', preferences: EN });
    const table = await screen.findByRole('table', { name: 'Services of the organization' }, SLOW);
    const row = (await within(table).findAllByRole('row', {}, SLOW))[1];
    if (!row) throw new Error('no service row');
    await user.click(within(row).getByRole('button', { name: /^Actions for / }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await alertSaying('The item cannot be deleted', within(dialog));
  });
});
