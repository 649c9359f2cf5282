import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

/**
 * The seed: Riviera Jet Centre (seller@demo.aero) has a crew meal box awaiting validation
 * (service 13001); operator@demo.aero validates or refuses it.
 */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 10000 };
const CREW_MEALS = '/operator-services/show/13001/service/information';

describe('operator validation of services', { timeout: 40000 }, () => {
  it('lists every seller’s services, those awaiting validation first', async () => {
    await renderRoute('/operator-services', { as: 'operator', preferences: EN });
    const table = await screen.findByRole('table', { name: 'Services of every seller' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const first = within(table).getAllByRole('row')[1];
    if (!first) throw new Error('no row');
    expect(within(first).getByText('Awaiting validation')).toBeInTheDocument();
  });

  it('refuses with a required reason, kept for the seller', async () => {
    const user = userEvent.setup();
    await renderRoute(CREW_MEALS, { as: 'operator', preferences: EN });
    await screen.findByRole('heading', { level: 1, name: 'Crew meal box' }, SLOW);
    // The banner speaks to the operator, not in the seller's words.
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('This service awaits your validation before it goes on sale.');
    expect(banner).not.toHaveTextContent(/your changes/i);
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Refuse Crew meal box/ });
    // A reason is required.
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason the seller will read/ }),
      'Photos of the meal boxes are missing',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Validate' })).not.toBeInTheDocument();
    expect(db.services.find((service) => service.id === 13001)?.refusalReason).toBe(
      'Photos of the meal boxes are missing',
    );
  });

  it('validates: the service is validated and no longer awaits', async () => {
    const user = userEvent.setup();
    await renderRoute(CREW_MEALS, { as: 'operator', preferences: EN });
    await screen.findByRole('heading', { level: 1, name: 'Crew meal box' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: /Validate Crew meal box/ });
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Validated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refuse' })).not.toBeInTheDocument();
  });

  it('the seller reads the operator’s reason on a refused service', async () => {
    await renderRoute('/services/show/13003/parking/information', {
      as: 'anna.keller@leman-hangars.ch',
      preferences: EN,
    });
    const banner = await screen.findByRole('status', {}, SLOW);
    expect(banner).toHaveTextContent(/An operator refused this service: .+\./);
    expect(screen.getByText('Refused')).toBeInTheDocument();
  });
});
