import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { PATIENT, openFinanceTab } from './financeHarness';

const ALPINE = 1;
const alpine = () => db.leonConnections.find((c) => c.organizationId === ALPINE);

describe('flight operations integration tab', () => {
  it('shows the state; the activation switch is disabled with its reason for members', async () => {
    await openFinanceTab('/organization/external-service', 'buyer');
    const toggle = await screen.findByRole('switch', { name: 'Integration activated' }, PATIENT);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(
      'Only a platform administrator can activate the integration.',
    );
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    // The buyer's workrole only reads the organization account: nothing to change.
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it('lets a platform administrator switch the activation', async () => {
    const user = userEvent.setup();
    await openFinanceTab(`/organization/${ALPINE}/external-service`, 'operator');
    const toggle = await screen.findByRole('switch', { name: 'Integration activated' }, PATIENT);
    expect(toggle).toBeEnabled();
    await user.click(toggle);
    await waitFor(() => expect(alpine()?.activated).toBe(false));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(
      screen.getByText('The integration is not activated yet: ask the platform to activate it.'),
    ).toBeInTheDocument();
  });

  it('connects through the provider and back with a code', async () => {
    const user = userEvent.setup();
    const app = await openFinanceTab(`/organization/${ALPINE}/external-service`, 'operator');
    await user.click(await screen.findByRole('button', { name: 'Connect' }, PATIENT));
    expect(
      await screen.findByText('The integration is connected.', {}, PATIENT),
    ).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('Alpine Executive Jets (Leon)')).toBeInTheDocument();
    expect(app.location().pathname).toBe(`/organization/${ALPINE}/external-service`);
    expect(app.location().search).toBe('');
    expect(alpine()?.connected).toBe(true);
  });

  it('says so when the provider comes back without a code', async () => {
    await openFinanceTab(`/organization/${ALPINE}/external-service?code=`, 'operator');
    expect(await screen.findByText('Missing authorization code', {}, PATIENT)).toBeInTheDocument();
    expect(alpine()?.connected).toBe(false);
  });

  it('says so when the code is not one the provider issued', async () => {
    await openFinanceTab(`/organization/${ALPINE}/external-service?code=forged`, 'operator');
    expect(
      await screen.findByText('Access token verification failed', {}, PATIENT),
    ).toBeInTheDocument();
  });

  it('is not offered for a seller: its address opens the main information', async () => {
    const app = await openFinanceTab('/organization/2/external-service', 'operator');
    await waitFor(() => expect(app.location().pathname).toBe('/organization/2/main-information'));
    expect(screen.queryByRole('tab', { name: 'Flight operations integration' })).toBeNull();
  });

  it('disconnects after confirmation', async () => {
    const user = userEvent.setup();
    await openFinanceTab('/organization/23/external-service', 'operator');
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }, PATIENT));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByText('The integration is disconnected.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });
});
