import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { issueInvoice } from '@/mocks/domains/invoices';
import { ORG } from '@/mocks/domains/organizations';
import { captureDownloads } from '@tests/utils/downloads';
import { renderRoute } from '@tests/utils/renderRoute';

// Forms typed into on a shared machine: more than the default 15 s of headroom.
vi.setConfig({ testTimeout: 30_000 });

const EN = { language: 'en' } as const;
const SLOW = { timeout: 15_000 };
const rivieraSettings = () => db.invoiceSettings.find((s) => s.organizationId === ORG.riviera);

async function openSettings() {
  await renderRoute('/organization/invoice-configuration', { as: 'seller', preferences: EN });
  return screen.findByRole('form', { name: 'Invoice composition and payment collection' }, SLOW);
}

/** The value beside a label of a definition list. */
function valueOf(region: HTMLElement, label: string) {
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** A Riviera quote for Alpine bought on a leg flown by one of Alpine's aircraft. */
function rivieraFlightQuote() {
  const quote = db.quotes.find((candidate) => {
    if (candidate.organization.id !== ORG.riviera || candidate.client.id !== ORG.alpine) {
      return false;
    }
    const trip = db.trips.find((t) => t.id === candidate.tripId);
    return (
      trip?.organizationAircraftId != null &&
      trip.steps.some(
        (step) => step.className === 'TripFlight' && step.flightDeparture.id === candidate.eventId,
      )
    );
  });
  if (!quote) throw new Error('no Riviera quote on an Alpine flight');
  const trip = db.trips.find((t) => t.id === quote.tripId);
  const aircraft = db.organizationAircraft.find((a) => a.id === trip?.organizationAircraftId);
  if (!aircraft) throw new Error('no aircraft on the trip');
  return { quote, aircraft };
}

describe('invoice composition and fees collector', () => {
  it('saves the items ticked, which the next invoice and its CSV row show', async () => {
    const user = userEvent.setup();
    const section = await openSettings();
    const items = within(section).getByRole('group', { name: 'What invoices show of the flight' });
    expect(within(items).getByRole('checkbox', { name: 'Registration' })).toBeChecked();
    await user.click(within(items).getByRole('checkbox', { name: 'Passenger number' }));
    await user.click(within(items).getByRole('checkbox', { name: 'Customer VAT number' }));
    await user.click(within(items).getByRole('checkbox', { name: 'MTOW' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(rivieraSettings()?.compositionItems).toEqual([
        'aircraft_type',
        'registration',
        'mtow',
        'airports',
        'customer_vat_number',
      ]),
    );

    const { quote, aircraft } = rivieraFlightQuote();
    const invoice = issueInvoice(quote, { type: 'invoice', paymentMethod: 'card', paid: false });
    await renderRoute(`/invoice/${invoice.id}/show`, { as: 'seller', preferences: EN });
    const flight = await screen.findByRole('region', { name: 'Flight' }, SLOW);
    expect(valueOf(flight, 'Registration')).toBe(aircraft.registration);
    expect(valueOf(flight, 'Customer VAT number')).toBe('FR40123456789');
    expect(valueOf(flight, 'MTOW')).toBe(`${aircraft.mtowKg.toLocaleString('en-GB')} kg`);
    expect(valueOf(flight, 'Airports')).toMatch(/^[A-Z]{4} → [A-Z]{4}$/);
    expect(within(flight).queryByText('Passenger number')).toBeNull();
  });

  it('exports the items as columns of the invoices CSV', async () => {
    const { saved, restore } = captureDownloads();
    try {
      const user = userEvent.setup();
      const { quote, aircraft } = rivieraFlightQuote();
      const invoice = issueInvoice(quote, { type: 'invoice', paymentMethod: 'card', paid: false });
      await renderRoute('/invoices', { as: 'seller', preferences: EN });
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }, SLOW));
      await waitFor(() => expect(saved).toHaveLength(1), SLOW);
      const [header = '', ...rows] = (await (saved[0]?.blob ?? new Blob()).text())
        .trim()
        .split('\r\n');
      const columns = header.split(',');
      const row = rows.find((line) => line.startsWith(`${invoice.number},`))?.split(',') ?? [];
      expect(row[columns.indexOf('registration')]).toBe(aircraft.registration);
      expect(row[columns.indexOf('aoc')]).toBe('');
    } finally {
      restore();
    }
  });

  it('says a seller collecting itself needs a bank account, then saves once it has one', async () => {
    const user = userEvent.setup();
    const kept = db.bankAccounts;
    db.bankAccounts = kept.filter((account) => account.organizationId !== ORG.riviera);
    const section = await openSettings();
    await user.click(within(section).getByRole('combobox', { name: /Fees collector/ }));
    await user.click(await screen.findByRole('option', { name: /My organization/ }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText(/To collect payments yourself, add a bank account first/),
    ).toBeInTheDocument();
    expect(rivieraSettings()?.feesCollector).toBe('marketplace');

    db.bankAccounts = kept;
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rivieraSettings()?.feesCollector).toBe('seller'));
  });

  it('shows the operator the set-up and the example reference as labels and values', async () => {
    await renderRoute(`/organization/${ORG.riviera}/invoice-configuration/view`, {
      as: 'operator',
      preferences: EN,
    });
    const configuration = await screen.findByRole(
      'region',
      { name: 'Invoice configuration' },
      SLOW,
    );
    expect(valueOf(configuration, 'Example reference')).toMatch(/^RJC-\d{6}-000042$/);
    const settings = await screen.findByRole('region', {
      name: 'Invoice composition and payment collection',
    });
    expect(valueOf(settings, 'What invoices show of the flight')).toBe(
      'Aircraft model or type, Registration, Airports, and Passenger number',
    );
    expect(valueOf(settings, 'Fees collector')).toMatch(/^The marketplace/);
  });
});
