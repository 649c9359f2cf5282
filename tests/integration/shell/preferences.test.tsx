import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderRoute } from '@tests/utils/renderRoute';

async function openSettings(user: ReturnType<typeof userEvent.setup>, name = 'Display settings') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

const SLOW = { timeout: 15000 };

describe('preferences', () => {
  it('measurement changes the units on screen at once', async () => {
    const user = userEvent.setup();
    await renderRoute('/aircrafts?search=phenom+300', { as: 'operator' });
    // The Phenom 300E's MTOW, 8,415 kg.
    expect(await screen.findByText(/^8,415\s?kg$/, undefined, SLOW)).toBeInTheDocument();
    const panel = await openSettings(user);
    await user.click(within(panel).getByRole('radio', { name: 'Imperial' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText(/^18,552\s?lb$/)).toBeInTheDocument());
  });

  it('the currency display changes the amounts on screen at once', async () => {
    const user = userEvent.setup();
    await renderRoute('/', { as: 'seller' });
    const next = await screen.findByRole('list', { name: 'Next orders' }, SLOW);
    const amount = () => within(next).getAllByText(/\d\.\d\d/)[0]?.textContent ?? '';
    expect(amount()).toMatch(/^€[\d,]+\.\d\d$/);
    const digits = amount().replace(/[^\d.,]/g, '');
    const panel = await openSettings(user);
    await user.click(within(panel).getByRole('radio', { name: 'Name' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(amount()).toBe(`${digits} euros`));
  });

  it('language, skin and direction show on the document', async () => {
    const user = userEvent.setup();
    await renderRoute('/', { as: 'buyer' });
    await screen.findByRole('heading', { name: /Welcome/ });
    await user.click(await screen.findByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: /Bienvenue/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    const panel = await openSettings(user, "Paramètres d'affichage");
    await user.click(within(panel).getByRole('radio', { name: 'Sombre' }));
    await user.click(within(panel).getByRole('switch', { name: 'De droite à gauche' }));
    await waitFor(() => expect(document.documentElement.dataset.skin).toBe('dark'));
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('sends lang, measurement and selectedOrganizationId with the next request', async () => {
    const user = userEvent.setup();
    const seen: Record<string, string | null>[] = [];
    server.use(
      http.get('*/api/organization', ({ request }) => {
        seen.push({
          lang: request.headers.get('lang'),
          measurement: request.headers.get('measurement'),
          organization: request.headers.get('selectedOrganizationId'),
          authorization: request.headers.get('Authorization'),
        });
        return HttpResponse.json({ organizations: [], totalItems: 0 });
      }),
    );
    const app = await renderRoute('/', { as: 'operator' });
    await screen.findByRole('heading', { name: /Welcome/ });
    const panel = await openSettings(user);
    await user.click(within(panel).getByRole('radio', { name: 'Imperial' }));
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await user.click(await screen.findByRole('button', { name: /Organisation/ }));
    // The home's own reads (its count of organizations to validate) went out before.
    seen.length = 0;
    await user.click(
      await screen.findByRole('menuitem', { name: /Agir pour une autre organisation/ }),
    );
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen[0]).toEqual({
      lang: 'fr',
      measurement: 'imperial',
      organization: String(app.store.getState().organization.selected?.id),
      authorization: `Bearer ${app.store.getState().session.token ?? ''}`,
    });
  });
});
