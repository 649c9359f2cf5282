import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';

const EN = { as: 'operator', preferences: { language: 'en' } } as const;
const SLOW = { timeout: 15_000 };

const rows = () =>
  within(screen.getByRole('table', { name: 'Users of the marketplace' }))
    .getAllByRole('row')
    .slice(1);

describe('users of the marketplace', { timeout: 60_000 }, () => {
  it('lists every user across organizations with their organizations and status', async () => {
    await renderRoute('/users', EN);
    await screen.findByRole('heading', { level: 1, name: 'Users' }, SLOW);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    expect(screen.getByText(new RegExp(`of ${db.users.length}`))).toBeInTheDocument();
  });

  it('searches by name or email from the URL', async () => {
    await renderRoute('/users?search=bennett', EN);
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    expect(rows()[0]).toHaveTextContent('operator@demo.aero');
    expect(rows()[0]).toHaveTextContent('Active');
  });

  it('says "no user found"', async () => {
    await renderRoute('/users?search=nobody-at-all', EN);
    expect(await screen.findByText(/No user found/, {}, SLOW)).toBeInTheDocument();
  });

  it('says so when the server fails', async () => {
    server.use(mock.get('*/apps/user/users', () => HttpResponse.json({}, { status: 500 })));
    await renderRoute('/users', EN);
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
  });

  it('shows one user with each organization, workrole and membership', async () => {
    await renderRoute('/user/4', EN);
    await screen.findByRole('heading', { level: 1, name: 'Oliver Bennett' }, SLOW);
    const table = screen.getByRole('table', { name: /Organizations and workroles/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Administrator');
    expect(screen.getAllByText('Platform operator').length).toBeGreaterThan(0);
  });

  it('offers no invitation to an operator who may only read users', async () => {
    await renderRoute('/users', {
      as: 'chloe.petit@aeromarket.aero',
      preferences: { language: 'en' },
    });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    expect(screen.queryByRole('link', { name: 'Invite a user' })).toBeNull();
  });
});

describe('inviting a user', { timeout: 60_000 }, () => {
  it('invites a person into an organization with one of its workroles', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/user/add', EN);
    await screen.findByRole('heading', { level: 1, name: 'Invite a user' }, SLOW);
    fill(screen.getByRole('textbox', { name: /^Email/ }), 'nina.agent@example.com');
    fill(screen.getByRole('textbox', { name: /^First name/ }), 'Nina');
    fill(screen.getByRole('textbox', { name: /^Last name/ }), 'Agent');
    await user.type(screen.getByRole('combobox', { name: 'Organization' }), 'Riviera');
    await user.click(await screen.findByRole('option', { name: /^Riviera/ }, SLOW));
    await user.click(screen.getByRole('combobox', { name: 'Workrole' }));
    const options = await screen.findAllByRole('option', {}, SLOW);
    await user.click(options[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toMatch(/^\/user\/\d+$/), SLOW);
    const invited = db.users.find((u) => u.email === 'nina.agent@example.com');
    expect(invited?.status).toBe('invited');
  });
});
