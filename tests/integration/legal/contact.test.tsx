import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { lastMailTo } from '@/mocks/domains/mail';
import { server } from '@/mocks/node';
import { renderRoute } from '@tests/utils/renderRoute';

const MESSAGE = 'We would like to list our handling services at Nice Côte d’Azur airport.';

async function openContact(options: Parameters<typeof renderRoute>[1] = {}) {
  const app = await renderRoute('/contact', { preferences: { language: 'en' }, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  return app;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const form = () => screen.getByRole('form', { name: 'Send us a message' });

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  email = 'lea.roux@riviera-fbo.fr',
) {
  await user.type(field(/^Full name/), 'Léa Roux');
  await user.type(field(/^Email/), email);
  await user.type(field(/^Organization/), 'Riviera FBO');
  await user.click(screen.getByRole('combobox', { name: /^Subject/ }));
  await user.click(await screen.findByRole('option', { name: 'Partnership' }));
  await user.click(field(/^Message/));
  await user.paste(MESSAGE);
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('contact page', () => {
  it('shows the platform contact details and links to the privacy policy', async () => {
    await openContact();
    const details = screen.getByRole('region', { name: 'Our contact details' });
    expect(within(details).getByText('18 rue de la Pépinière, 75008 Paris, France')).toBeVisible();
    expect(within(details).getByRole('link', { name: 'contact@aeromarket.aero' })).toHaveAttribute(
      'href',
      'mailto:contact@aeromarket.aero',
    );
    expect(within(form()).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('checks every field before sending anything', async () => {
    const user = userEvent.setup();
    const before = db.contactMessages.length;
    await openContact();
    await user.type(field(/^Message/), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Must contain between 20 and 2000 characters')).toBeInTheDocument();
    expect(screen.getByText('You must accept the privacy policy')).toBeInTheDocument();
    expect(field(/^Full name/)).toHaveFocus();
    expect(field(/^Message/)).toHaveValue('Too short');
    expect(db.contactMessages).toHaveLength(before);
  });

  it('sends the message, confirms, clears the form, and the sender gets an acknowledgement', async () => {
    const user = userEvent.setup();
    const before = db.contactMessages.length;
    await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send the message' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your message has been sent.');
    expect(status).toHaveTextContent('An acknowledgement has been sent to lea.roux@riviera-fbo.fr');
    expect(db.contactMessages).toHaveLength(before + 1);
    expect(db.contactMessages.at(-1)).toMatchObject({
      name: 'Léa Roux',
      organization: 'Riviera FBO',
      subject: 'partnership',
      message: MESSAGE,
    });
    expect(lastMailTo('lea.roux@riviera-fbo.fr', 'contact')?.text).toContain(MESSAGE);
    await waitFor(() => expect(field(/^Message/)).toHaveValue(''));
    expect(field(/^Full name/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked();
  });

  it('puts the server field errors on their fields and keeps the input', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'errors.invalid_request',
            errors: {
              email: ['validator.email'],
              message: ['validator.length_between|{"min":20,"max":2000}'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send the message' }));

    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Must contain between 20 and 2000 characters')).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Email/)).toHaveValue('lea.roux@riviera-fbo.fr');
    expect(field(/^Message/)).toHaveValue(MESSAGE);
    expect(field(/^Organization/)).toHaveValue('Riviera FBO');
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a server field error that no field shows above the form, keeping the input', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'errors.invalid_request',
            errors: { attachment: ['validator.length_max|{"max":100}'] },
          },
          { status: 400 },
        ),
      ),
    );
    await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Must contain at most 100 characters',
    );
    expect(field(/^Message/)).toHaveValue(MESSAGE);
  });

  it('says when the message could not be sent, keeping the input', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json({ code: 500, message: 'Internal error' }, { status: 500 }),
      ),
    );
    await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message is kept: you can send it again.');
    expect(field(/^Message/)).toHaveValue(MESSAGE);

    // Clearing the form takes the failure away with what was typed.
    await user.click(screen.getByRole('button', { name: 'Clear the form' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field(/^Message/)).toHaveValue('');
  });

  it('prefills the name and email of the logged-in user, in French too', async () => {
    await renderRoute('/contact', { as: 'buyer', preferences: { language: 'fr' } });
    await screen.findByRole('heading', { level: 1, name: 'Nous contacter' });
    const name = screen.getByRole('textbox', { name: /^Nom complet/ });
    expect((name as HTMLInputElement).value).not.toBe('');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('buyer@demo.aero');
  });
});
