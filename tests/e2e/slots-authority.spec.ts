import { login, logout, pathOf } from './support/auth';
import { API_URL, DEMO_PASSWORD } from './support/env';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';

const RIVIERA = 'Riviera weekend – Lyon, Nice, Geneva';
/** Costa Brava Handling, a seller at Girona that sells nothing on the Riviera weekend. */
const STRANGER = { email: 'lucia.garcia@costabrava-handling.es', organizationId: 14 };

/** A call to the demo API with the stranger's own session (as a script of its own would make). */
async function asStranger(method: string, path: string, body: unknown): Promise<Response> {
  return fetch(new URL(path, API_URL), {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await apiLogin(STRANGER.email)}`,
      selectedOrganizationId: String(STRANGER.organizationId),
    },
    body: JSON.stringify(body),
  });
}

async function apiLogin(email: string): Promise<string> {
  const response = await fetch(new URL('api/login_check', API_URL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The found case in a real browser and over HTTP: a seller at Nice that provides nothing
 * on a buyer's leg neither sees that leg's slot nor decides it; the buyer's leg and orders stay.
 */
test('a stranger’s slot decision is refused', async ({ page }) => {
  // The buyer's requested arrival at Nice, found in its own slot requests.
  await startAs(page, 'buyer@demo.aero', { from: '/slot-management?search=Riviera' });
  const table = page.getByRole('table', { name: 'Slot requests' });
  await table
    .getByRole('row')
    .filter({ hasText: 'Requested' })
    .filter({ hasText: 'Arrival' })
    .filter({ hasText: 'LFMN' })
    .first()
    .getByRole('link', { name: /^Show / })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Slot for the Arrival at LFMN/ }),
  ).toBeVisible();
  const slotPage = pathOf(page);
  const [, , eventId] = /^\/submit-slot\/(\d+)\/(\d+)\/(\d+)$/.exec(slotPage) ?? [];
  expect(eventId).toBeDefined();
  await logout(page);

  // The found case: the stranger lists Nice among its own airports, which anyone may do.
  const airports = await asStranger(
    'PATCH',
    `api/organization/${STRANGER.organizationId}/airports`,
    { airportIcaos: ['LEGE', 'LFMN'] },
  );
  expect(airports.status).toBe(200);

  // The stranger: not in its slot requests, and the movement's page offers nothing to decide.
  await login(page, STRANGER.email, { from: '/slot-management?search=Riviera' });
  await expect(page.getByText('No slot request matches these filters.')).toBeVisible();
  await page.goto(slotPage);
  // A slot of another organization reads as missing: no retry, a way back.
  await expect(page.getByText(/This record does not exist, or you cannot see it/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline the slot' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Attribute the slot' })).toHaveCount(0);

  // A forged decision over HTTP with the stranger's own session: 404, as if the slot did not exist.
  const forged = await asStranger('PATCH', `api/trip-step/slot/${eventId}`, {
    decision: 'decline',
  });
  expect(forged.status).toBe(404);
  await logout(page);

  // The buyer's leg is not cancelled and its slot still awaits the coordinator.
  await startAs(page, 'buyer@demo.aero', { from: slotPage });
  await expect(
    page.getByText("The slot has been requested; the coordinator's answer is awaited."),
  ).toBeVisible();
  await page.getByRole('link', { name: RIVIERA }).click();
  await expect(page.getByRole('heading', { level: 1, name: RIVIERA })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toHaveCount(0);
});
