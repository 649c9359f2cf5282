/**
 * Shared set-up of the registration screens' tests: filling the forms, and a registration made
 * through the demo API with its mailed token.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { env } from '@/lib/config/env';
import { lastMailTo } from '@/mocks/domains/mail';

export const EN = { preferences: { language: 'en' as const } };

/**
 * By label, not by role: on this long form a role query computes every element's accessible
 * name and takes ~0.6 s in jsdom, a label query a few milliseconds.
 */
export function textbox(name: string | RegExp) {
  return screen.getByLabelText(name, { selector: 'input, textarea' });
}

export function fill(name: string | RegExp, value: string) {
  fireEvent.change(textbox(name), { target: { value } });
}

export async function pick(combobox: string | RegExp, typed: string, option: string | RegExp) {
  // fireEvent: typing key by key re-renders the long form at each key (slow in jsdom).
  const box = screen.getByRole('combobox', { name: combobox });
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 8000 }));
}

export async function select(combobox: string | RegExp, option: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 8000 }));
}

export const CONTACT_EMAIL = 'lucia.ortega@iberiasky.es';

export interface FillOptions {
  vat?: string;
  legalName?: string;
  email?: string;
  country?: readonly [string, RegExp];
}
export const SPAIN: readonly [string, RegExp] = ['Spain', /^Spain$/];

/** Everything both sides ask, with the captcha and the policy. */
export async function fillCommon({
  vat = 'ESB12345674',
  legalName = 'Iberia Sky Charter SL',
  email = CONTACT_EMAIL,
  country = SPAIN,
}: FillOptions = {}) {
  fill(/^Legal name/, legalName);
  fill(/^Intracommunity VAT number/, vat);
  await pick(/^Airports/, 'LEMD', /LEMD/);
  fill(/^Address name/, 'Head office');
  fill(/^Address\b(?! name| line)/, 'Calle de Alcalá 120');
  fill(/^Postal code/, '28009');
  fill(/^City/, 'Madrid');
  await pick(/^Country/, country[0], country[1]);
  fill(/^Contact email/, 'office@iberiasky.es');
  fill(/^First name/, 'Lucía');
  fill(/^Last name/, 'Ortega');
  fill(/^Email/, email);
  fill(/^Phone/, '+34 600 123 456');
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the privacy policy/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
}

export async function fillBuyer(options?: Parameters<typeof fillCommon>[0]) {
  await screen.findByRole('heading', { level: 1, name: 'Buyer registration' }, { timeout: 8000 });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Activity/ })).toBeEnabled());
  await select(/^Activity/, 'Flight operator');
  fill(/^Number of aircraft/, '6');
  fill(/^Number of air operator certificates/, '0');
  await fillCommon(options);
}

export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

/** A registration made through the demo API, and its mailed token. */
export async function registered(side: 'buyer' | 'seller') {
  const { NEW_BUYER, NEW_SELLER, tokenIn } = await import('@/mocks/domains/registration/testing');
  const body = side === 'buyer' ? NEW_BUYER : NEW_SELLER;
  const response = await fetch(
    new URL(side === 'buyer' ? 'client-register' : 'seller-register', env.apiUrl),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const { id } = (await response.json()) as { id: number };
  const email = body.emergencyContact.email;
  return { id, email, token: tokenIn(lastMailTo(email, 'registration_validation')?.links[0]?.url) };
}

export const PASSWORD = 'Riviera-Sunset#2031';

export async function setPassword(password = PASSWORD) {
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm the password/), { target: { value: password } });
}
