import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { QUERY_MAX_RETRIES } from '@/lib/api/queryRetry';
import { server } from '@/mocks/node';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';
import { partsRoutes } from './partsRoutes';
import { servePartsApi } from './partsServer';

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

async function openForm(path: string) {
  const api = servePartsApi();
  const reload = vi.fn();
  const app = await renderRoute(path, { as: 'buyer', routes: partsRoutes, reload });
  await screen.findByRole('form');
  return { api, app, reload };
}

describe('ResourceFormPage', () => {
  it('adds a record, says so once, and goes to its page', async () => {
    const user = userEvent.setup();
    const { api, app } = await openForm('/parts/add');
    expect(screen.getByRole('heading', { level: 1, name: 'New part' })).toBeInTheDocument();
    fill(field('Name'), 'Fuel pump');
    fill(field('Serial number'), 'SN-9');
    await user.type(screen.getByRole('textbox', { name: 'Price (€)' }), '1250');
    await save();
    await waitFor(() => expect(app.location().pathname).toBe('/parts/13/show'));
    expect(api.db.parts.at(-1)).toMatchObject({
      id: 13,
      name: 'Fuel pump',
      serialNumber: 'SN-9',
      category: 'engine',
      price: 1250,
      notes: null,
    });
    // The http layer's success alert, not a second one from the form.
    const alert = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(alert).getByText('Successfully added')).toBeInTheDocument();
    expect(screen.getAllByText('Successfully added')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an invalid form before sending it', async () => {
    const { api } = await openForm('/parts/add');
    await save();
    expect(field('Name')).toHaveAccessibleDescription('This field is required');
    expect(api.db.parts).toHaveLength(12);
  });

  it('edits a record loaded into the form', async () => {
    const { api, app } = await openForm('/parts/2/edit');
    await waitFor(() => expect(field('Name')).toHaveValue('Part 02'));
    expect(field('Serial number')).toHaveValue('SN-1002');
    fill(field('Name'), 'Part two');
    await save();
    await waitFor(() => expect(app.location().pathname).toBe('/parts/2/show'));
    expect(api.db.parts.find((part) => part.id === 2)?.name).toBe('Part two');
    expect(await screen.findByText('Successfully updated')).toBeInTheDocument();
  });

  it('shows the loading error with a retry when the record cannot be read', async () => {
    const user = userEvent.setup();
    servePartsApi();
    // The read fails on its first attempt and on every retry, then the server is back.
    let failures = 0;
    server.use(
      http.get('*/api/test-part/:id', () =>
        failures++ <= QUERY_MAX_RETRIES ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
    );
    await renderRoute('/parts/2/edit', { as: 'buyer', routes: partsRoutes });
    // The page's own error (the toast says the same, without a Retry).
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Server error 503');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(retry);
    await waitFor(() => expect(field('Name')).toHaveValue('Part 02'));
  });

  it('duplicates a record: the copy is changed as declared and created', async () => {
    const { api, app } = await openForm('/parts/2/duplicate');
    await waitFor(() => expect(field('Name')).toHaveValue('Part 02 (copy)'));
    expect(field('Serial number')).toHaveValue('');
    fill(field('Serial number'), 'SN-2002');
    await save();
    await waitFor(() => expect(app.location().pathname).toBe('/parts/13/show'));
    expect(api.db.parts.find((part) => part.id === 2)?.name).toBe('Part 02');
    expect(api.db.parts.at(-1)).toMatchObject({ name: 'Part 02 (copy)', serialNumber: 'SN-2002' });
  });

  it('puts server errors on their fields and the others above the form', async () => {
    await openForm('/parts/add');
    server.use(
      http.post('*/api/test-part', () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Validation failed',
            errors: { partName: 'Name already taken.', supplier: ['Unknown supplier.'] },
          },
          { status: 400 },
        ),
      ),
    );
    fill(field('Name'), 'Fuel pump');
    fill(field('Serial number'), 'SN-1001');
    await save();
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('Name already taken.'));
    const form = screen.getByRole('form', { name: 'New part' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Some information could not be saved:Unknown supplier.',
    );
  });

  it('says a save refused for no field in its words, keeping what was typed', async () => {
    const { app } = await openForm('/parts/add');
    server.use(
      http.post('*/api/test-part', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
    );
    fill(field('Name'), 'Fuel pump');
    fill(field('Serial number'), 'SN-1001');
    await save();
    const form = screen.getByRole('form', { name: 'New part' });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The part could not be saved');
    expect(alert).toHaveTextContent('Boom');
    expect(field('Name')).toHaveValue('Fuel pump');
    expect(app.location().pathname).toBe('/parts/add');
  });

  it('asks before leaving unsaved changes: Stay keeps the input, Leave goes', async () => {
    const user = userEvent.setup();
    const { app } = await openForm('/parts/2/edit');
    await waitFor(() => expect(field('Name')).toHaveValue('Part 02'));
    fill(field('Name'), 'Part 02 changed');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });

    await user.click(within(trail).getByRole('link', { name: 'Parts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(app.location().pathname).toBe('/parts/2/edit');
    expect(field('Name')).toHaveValue('Part 02 changed');

    await user.click(within(trail).getByRole('link', { name: 'Parts' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(app.location().pathname).toBe('/parts'));
  });

  it('leaves a changed form through its Cancel without asking', async () => {
    const user = userEvent.setup();
    const { app } = await openForm('/parts/add');
    fill(field('Name'), 'Unsaved');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(app.location().pathname).toBe('/parts'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed through the reload of a 409', async () => {
    const first = await openForm('/parts/2/edit');
    await waitFor(() => expect(field('Name')).toHaveValue('Part 02'));
    fill(field('Name'), 'Typed before the conflict');
    server.use(http.patch('*/api/test-part/:id', () => new HttpResponse(null, { status: 409 })));
    await save();
    await waitFor(() => expect(first.reload).toHaveBeenCalledOnce());

    // The reload: a new app at the same address, with the tab's session storage kept.
    first.app.unmount();
    first.app.dispose();
    await act(() => renderRoute('/parts/2/edit', { as: 'buyer', routes: partsRoutes }));
    await waitFor(() => expect(field('Name')).toHaveValue('Typed before the conflict'));
    expect(field('Serial number')).toHaveValue('SN-1002');
  });
});
