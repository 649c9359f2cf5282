import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/utils/renderRoute';
import { dateTimeDigits } from '@/lib/ui/views/form/testing/dateTimeDigits';
import {
  RIVIERA_TRIP,
  en,
  findLeg,
  findStoredEvent,
  findStoredLeg,
  rivieraArrival,
  slotPath,
} from './slotLegs';

describe('slot management', { timeout: 30_000 }, () => {
  it('lists the slot requests with their filters kept in the URL', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/slot-management', { as: 'seller', ...en });
    const table = await screen.findByRole('table', { name: 'Slot requests' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const bar = screen.getByRole('search', { name: 'Filters' });
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Status' }), 'Requested');
    await waitFor(() => expect(app.location().search).toContain('status=requested'));
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: 'Slot requests' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => !row.textContent?.includes('Requested'))).toEqual([]);
    });
    expect(screen.getAllByText(RIVIERA_TRIP).length).toBeGreaterThan(0);
  });

  it('says when no request matches the filters in the URL', async () => {
    await renderRoute('/slot-management?search=no-such-slot-anywhere', { as: 'seller', ...en });
    expect(await screen.findByText('No slot request matches these filters.')).toBeInTheDocument();
  });
});

describe('a movement’s slot', { timeout: 30_000 }, () => {
  it('lets the buyer request a slot at a local time, with its UTC equivalent', async () => {
    const user = userEvent.setup();
    const target = findLeg(
      (_, event) => event.airportValidated && event.slot.status === 'not_requested',
    );
    await renderRoute(slotPath(target), { as: 'buyer', ...en });
    const form = await screen.findByRole('form', { name: 'Request a slot' });
    const field = within(form).getByRole('group', { name: /^Requested time, local/ });
    await user.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard(dateTimeDigits('2027-01-15T10:30'));
    expect(within(form).getByText(/^= .* UTC$/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Request the slot' }));
    expect(
      await screen.findByText("The slot has been requested; the coordinator's answer is awaited."),
    ).toBeInTheDocument();
    expect(findStoredEvent(target.event.id)?.slot.status).toBe('requested');
  });

  it('asks to validate the airport first when it is not', async () => {
    const target = findLeg(
      (_, event) =>
        !event.airportValidated &&
        (event.slot.status === 'not_requested' || event.slot.status === 'not_assigned'),
    );
    await renderRoute(slotPath(target), { as: 'buyer', ...en });
    expect(
      await screen.findByText('The airport must be validated before a slot can be requested.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Validate the airport' })).toHaveAttribute(
      'href',
      `/airport/${target.tripId}/${target.event.id}/${target.leg.id}`,
    );
    expect(screen.queryByRole('form', { name: 'Request a slot' })).not.toBeInTheDocument();
  });

  it('lets the airport’s seller attribute the slot', async () => {
    const user = userEvent.setup();
    const target = rivieraArrival();
    await renderRoute(slotPath(target), { as: 'seller', ...en });
    const form = await screen.findByRole('form', { name: 'Attribute the slot' });
    await user.type(within(form).getByRole('textbox', { name: /Slot number/ }), 'NCE-4471');
    await user.click(within(form).getByRole('button', { name: 'Attribute the slot' }));
    expect(await screen.findByText('The slot has been attributed.')).toBeInTheDocument();
    expect(findStoredEvent(target.event.id)?.slot).toMatchObject({
      status: 'submitted',
      number: 'NCE-4471',
    });
  });

  it('declines after a confirmation listing the orders it cancels', async () => {
    const user = userEvent.setup();
    const target = rivieraArrival();
    await renderRoute(slotPath(target), { as: 'seller', ...en });
    await user.click(await screen.findByRole('button', { name: 'Decline the slot' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: /Decline the slot of leg LFLL → LFMN/,
    });
    const services = within(dialog).getByRole('list', {
      name: 'Quotations and orders that will be cancelled',
    });
    const items = within(services).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toHaveTextContent('Riviera Jet Centre');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(findStoredLeg(target.leg.id)?.cancelled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Decline the slot' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Decline the slot' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      /^Leg LFLL → LFMN cancelled\. Cancelled quotations and orders: /,
    );
    expect(done).toHaveTextContent(/RJC-/);
    expect(
      await screen.findByText('This leg has been cancelled: its slot can no longer be requested.'),
    ).toBeInTheDocument();
    expect(findStoredLeg(target.leg.id)?.cancelled).toBe(true);
  });

  it.each([
    ['the trip’s owner, who asks for slots but does not decide them', 'buyer'],
    ['a provider’s agent without TRIP_SLOT_MANAGEMENT_EDIT', 'julien.blanc@rivierajetcentre.fr'],
  ] as const)('offers no decision to %s', async (_who, as) => {
    const target = rivieraArrival();
    await renderRoute(slotPath(target), { as, ...en });
    expect(
      await screen.findByText("The slot has been requested; the coordinator's answer is awaited."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Attribute the slot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline the slot' })).not.toBeInTheDocument();
  });

  it('says when the movement does not exist', async () => {
    const target = rivieraArrival();
    await renderRoute(`/submit-slot/${target.tripId}/999999/${target.leg.id}`, {
      as: 'buyer',
      ...en,
    });
    expect(await screen.findByRole('heading', { name: 'Slot not found' })).toBeInTheDocument();
  });
});
