import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';
import { watchToasts } from '@tests/utils/toasts';

const EN = { as: 'operator', preferences: { language: 'en' } } as const;
const SLOW = { timeout: 15_000 };

function templateId(eventCode: string): number {
  const found = db.mailTemplates.find((t) => t.eventCode === eventCode);
  if (!found) throw new Error(`no ${eventCode}`);
  return found.id;
}
const rows = () =>
  within(screen.getByRole('table', { name: 'Mail templates' }))
    .getAllByRole('row')
    .slice(1);

describe('mail templates', { timeout: 60_000 }, () => {
  it('lists one template per event', async () => {
    await renderRoute('/mail-template', EN);
    await screen.findByRole('heading', { level: 1, name: 'Mail templates' }, SLOW);
    await waitFor(() => expect(rows()).toHaveLength(8), SLOW);
    expect(screen.getByText('A user asks to reset the password')).toBeInTheDocument();
  });

  it('reads its event-code search from the URL', async () => {
    await renderRoute('/mail-template?eventCode=invitation', EN);
    await waitFor(() => expect(rows()).toHaveLength(2), SLOW);
    expect(rows()[0]).toHaveTextContent('user_invitation_existing');
  });

  it('says so when no template matches', async () => {
    await renderRoute('/mail-template?eventCode=nothing', EN);
    expect(await screen.findByText(/No mail template matches/, {}, SLOW)).toBeInTheDocument();
  });

  it('says so when the server fails', async () => {
    server.use(mock.get('*/api/mail-template', () => HttpResponse.json({}, { status: 500 })));
    await renderRoute('/mail-template', EN);
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
  });

  it('previews the edit with sample data as text, refuses an unknown variable on its field, saves', async () => {
    const id = templateId('password_reset');
    const user = userEvent.setup();
    await renderRoute(`/mail-template/${id}/edit`, EN);
    const body = await screen.findByRole('textbox', { name: 'Body in English' }, SLOW);
    fill(body, 'Hi {{firstName}} <script>alert(1)</script> {{organizationName}}');
    const preview = screen.getByRole('region', { name: 'Preview in English' });
    expect(preview).toHaveTextContent('Hi Ada <script>alert(1)</script>');
    expect(preview.querySelector('script')).toBeNull();
    expect(within(preview).getByRole('status')).toHaveTextContent('{{organizationName}}');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Uses a variable this mail does not offer', {}, SLOW),
    ).toBeInTheDocument();

    fill(screen.getByRole('textbox', { name: 'Body in English' }), 'Hi {{firstName}}, new text.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const saved = db.mailTemplates.find((t) => t.id === id);
      expect(saved?.translations[0]?.body).toBe('Hi {{firstName}}, new text.');
    }, SLOW);
  });

  it('sends a test of the saved template to the operator', async () => {
    const toasts = watchToasts();
    const user = userEvent.setup();
    await renderRoute(`/mail-template/${templateId('organization_validated')}`, EN);
    await screen.findByRole('heading', { level: 1, name: 'organization_validated' }, SLOW);
    expect(screen.getByRole('region', { name: 'Preview in French' })).toHaveTextContent(
      'Riviera Aviation Services est validée',
    );
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Send a test of organization_validated' }),
    );
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Send me a test' }));
    await waitFor(
      () => expect(toasts.seen.toasts.join()).toContain('Test mail sent to operator@demo.aero'),
      SLOW,
    );
    toasts.stop();
    expect(db.outbox.at(-1)?.subject).toBe('Riviera Aviation Services is validated');
  });

  it('offers no edit to an operator who may only read templates', async () => {
    await renderRoute(`/mail-template/${templateId('password_reset')}`, {
      as: 'chloe.petit@aeromarket.aero',
      preferences: { language: 'en' },
    });
    await screen.findByRole('heading', { level: 1, name: 'password_reset' }, SLOW);
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Send a test of password_reset' }),
    ).toBeInTheDocument();
  });
});
