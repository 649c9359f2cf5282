import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Service } from '@/entities/service';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { actAs } from '@tests/utils/behindTheScreen';
import { renderRoute } from '@tests/utils/renderRoute';

/**
 * The operator sees what it approves (issue 27): a change against the version on sale, field by
 * field, and decides on the version it saw. Seed: Riviera Jet Centre (organization 2) sells a
 * hangar at Nice (service 10203: €95 a slice and night, 18 slices of 150 m²) and has a ground
 * power unit (service 10208) whose price change from €85 to €95 awaits validation.
 */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 10000 };
const RIVIERA = 2;
const HANGAR = 10203;
const GPU = 10208;

/** The section of the changes, and one of its tab groups. */
async function changes() {
  return screen.findByRole('region', { name: 'Changes from the version on sale' }, SLOW);
}
function group(section: HTMLElement, tab: string) {
  return within(section).getByRole('region', { name: tab });
}

/** The old and new value of a row, as a screen reader reads them. */
function row(section: HTMLElement, label: string): { was: string; now: string } {
  const value = within(section).getByText(label, { selector: 'dt' }).nextElementSibling;
  return {
    was: value?.querySelector('del')?.textContent ?? '',
    now: value?.querySelector('ins')?.textContent ?? '',
  };
}

/** Riviera changes its service behind the operator's screen, as its edit page would. */
async function sellerChanges(id: number, change: (service: Service) => Partial<Service>) {
  const path = `api/product/${id}`;
  const service = await actAs<Service>('seller', RIVIERA, 'GET', path);
  return actAs<Service>('seller', RIVIERA, 'PATCH', path, change(service));
}

describe('the operator’s view of a change', { timeout: 60000 }, () => {
  it('shows only what differs from the version on sale: the price and the capacity', async () => {
    const slices = [{ places: 18, unitPrice: 110 }];
    await sellerChanges(HANGAR, (s) => ({
      pricing: { ...s.pricing, pricingType: 'price_per_slice', priceSlices: slices },
    }));
    await sellerChanges(HANGAR, (s) => ({
      capacity: {
        count: 'slices',
        total: 1000,
        sliceAreaM2: 1,
        footprint: s.capacity?.footprint ?? null,
      },
    }));
    await renderRoute(`/operator-services/show/${HANGAR}/hangar/information`, {
      as: 'operator',
      preferences: EN,
    });
    const section = await changes();
    const pricing = group(section, 'Pricing');
    expect(row(pricing, 'Unit price')).toEqual({ was: 'was €95.00', now: 'now €110.00' });
    expect(row(pricing, 'Price per slice').now).toBe('now up to 18: €110.00');
    expect(within(pricing).queryByText('VAT rate (%)')).not.toBeInTheDocument();
    const capacity = group(section, 'Capacity');
    expect(row(capacity, 'Number of slices or places')).toEqual({
      was: 'was 18',
      now: 'now 1,000',
    });
    expect(row(capacity, 'Slice area')).toEqual({ was: 'was 150 m²', now: 'now 1 m²' });
    expect(within(section).queryByRole('region', { name: 'Information' })).not.toBeInTheDocument();
  });

  it('shows a service never validated whole, with no changes', async () => {
    await renderRoute('/operator-services/show/13001/service/information', {
      as: 'operator',
      preferences: EN,
    });
    await screen.findByRole('heading', { level: 1, name: 'Crew meal box' }, SLOW);
    expect(
      screen.queryByRole('region', { name: 'Changes from the version on sale' }),
    ).not.toBeInTheDocument();
  });

  it('validates the version shown: a newer draft reloads the tab, which shows the new change', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const sent: unknown[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.endsWith(`api/product/${GPU}/validate`)) {
        void request
          .clone()
          .json()
          .then((body: unknown) => sent.push(body));
      }
    };
    server.events.on('request:start', listen);
    const first = await renderRoute(`/operator-services/show/${GPU}/service/information`, {
      as: 'operator',
      preferences: EN,
      reload,
    });
    expect(row(group(await changes(), 'Pricing'), 'Unit price')).toEqual({
      was: 'was €85.00',
      now: 'now €95.00',
    });
    const shown = db.services.find((service) => service.id === GPU)?.updatedAt;
    // Behind the screen, the seller asks far more.
    await sellerChanges(GPU, (s) => ({ pricing: { ...s.pricing, unitPrice: 999999 } }));

    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: /Validate Ground power unit/ });
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    server.events.removeListener('request:start', listen);
    expect(sent).toEqual([{ updatedAt: shown }]);
    // Nothing was published: the shop still sells at €85.
    expect(db.services.find((service) => service.id === GPU)?.validationState).toBe(
      'awaiting_validation',
    );
    expect(db.shopProducts.find((product) => product.serviceId === GPU)?.unitPrice).toBe(85);

    // The reload: the same address, the tab's session storage kept.
    first.unmount();
    first.dispose();
    await act(() =>
      renderRoute(`/operator-services/show/${GPU}/service/information`, {
        as: 'operator',
        preferences: EN,
      }),
    );
    expect(row(group(await changes(), 'Pricing'), 'Unit price')).toEqual({
      was: 'was €85.00',
      now: 'now €999,999.00',
    });
    expect(
      await screen.findByText(
        /This service changed since you opened it: review the changes/,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
