import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

/** Riviera's ground power unit (service 10208): on sale at Nice (airport 4), category 4. */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 10000 };
const GPU = '/services/edit/10208/service/information';

async function openInformation() {
  await renderRoute(GPU, { as: 'seller', preferences: EN });
  const form = await screen.findByRole('form', { name: 'Information' }, SLOW);
  const name = within(form).getByRole('textbox', { name: /^Name \(English\)/ });
  await waitFor(() => expect(name).toHaveValue('Ground power unit (GPU)'));
  return { form, name };
}

describe('editing a service', { timeout: 60000 }, () => {
  it('a saved change goes back to awaiting validation, the validated version still on sale', async () => {
    const user = userEvent.setup();
    const { form, name } = await openInformation();
    await user.clear(name);
    await user.type(name, 'GPU 400 Hz');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('status', {}, SLOW);
    // Still on sale: the banner speaks of the change, not of a service off sale.
    expect(banner).toHaveTextContent('Change awaiting validation');
    expect(banner).toHaveTextContent('An operator checks your change before it reaches the shop.');
    expect(banner).toHaveTextContent('the shop keeps selling the last validated version');
    expect(screen.getByText('Awaiting validation')).toBeInTheDocument();
    expect(name).toHaveValue('GPU 400 Hz');
  });

  it('says a validated service is not on sale while its organization awaits validation', async () => {
    const riviera = db.organizations.find((organization) => organization.id === 2);
    if (!riviera) throw new Error('no Riviera');
    riviera.organizationStatus = 'awaiting_validation';
    await openInformation();
    // The shell says it too (another status): the service's own banner.
    const title = await screen.findByText('Not on sale', undefined, SLOW);
    const banner = title.closest('[role="status"]');
    expect(banner).toHaveTextContent(
      'Your organization is not active on the marketplace (an operator validates every new organization)',
    );
  });

  it('the server’s refusal of an airport lands on the field, the choice kept', async () => {
    const user = userEvent.setup();
    await renderRoute('/services/edit/10208/service/airports', { as: 'seller', preferences: EN });
    const form = await screen.findByRole('form', { name: 'Airports' }, SLOW);
    await waitFor(() => expect(within(form).getByRole('button', { name: /LFMN/ })).toBeVisible());
    // The organization left Nice meanwhile (another tab): only the server knows.
    const riviera = db.organizations.find((organization) => organization.id === 2);
    if (!riviera) throw new Error('no Riviera');
    riviera.airportIcaos = [];
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Must be one of the proposed choices'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /LFMN/ })).toBeVisible();
    expect(db.services.find((service) => service.id === 10208)?.airportIds).toEqual([4]);
  });

  it('an airport is required, said by the form before the server', async () => {
    const user = userEvent.setup();
    await renderRoute('/services/edit/10208/service/airports', { as: 'seller', preferences: EN });
    const form = await screen.findByRole('form', { name: 'Airports' }, SLOW);
    const airports = within(form).getByRole('combobox', { name: /^Airports/ });
    await waitFor(() => expect(within(form).getByRole('button', { name: /LFMN/ })).toBeVisible());
    await user.click(airports);
    await user.keyboard('{Backspace}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(airports).toHaveAccessibleDescription('An airport is required'));
  });
});
