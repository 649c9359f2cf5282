import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordApiCalls } from '@tests/utils/apiCalls';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

/**
 * The pages whose first requests start while their chunk loads (their routes' `prefetch`, issue
 * 29): each request goes out once, so the page read the prefetched answer (same arguments) rather
 * than asking again. A prefetch with other arguments than the page's shows here as a second call.
 */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 15000 };

const recorded = recordApiCalls();
const callsTo = recorded.to;

async function open(path: string, as: DemoRole) {
  recorded.start();
  await renderRoute(path, { as, preferences: EN });
}

function expectEachOnce(pathname: string, count: number) {
  const made = callsTo(pathname);
  expect(made).toHaveLength(count);
  expect(new Set(made).size).toBe(count);
}

describe('pages whose data is asked for while they load', { timeout: 60000 }, () => {
  it('the trips list, with its filters from the URL', async () => {
    await open('/trips?flightType=international&page=1', 'buyer');
    const table = await screen.findByRole('table', { name: 'Trips' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    expectEachOnce('/api/trip', 1);
    expect(callsTo('/api/trip')[0]).toContain('flightType=international');
    expectEachOnce('/api/trip-filters', 1);
  });

  it("the operator's trips list", async () => {
    await open('/operator/trips', 'operator');
    const table = await screen.findByRole('table', { name: 'Trips' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    expectEachOnce('/api/trip', 1);
  });

  it("the seller's services list: every service and the page the URL asks for", async () => {
    await open('/services?typology=hangar', 'seller');
    const table = await screen.findByRole('table', { name: 'Services of the organization' }, SLOW);
    expect((await within(table).findAllByText('Hangar', {}, SLOW)).length).toBeGreaterThan(0);
    expectEachOnce('/api/product', 2);
  });

  it("the operator's services to validate", async () => {
    await open('/operator-services?validationState=awaiting_validation', 'operator');
    const table = await screen.findByRole('table', {}, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    // The menu's count of what awaits validation is a request of its own (one item per page).
    const list = callsTo('/api/operator/product').filter(
      (call) => !call.includes('numberOfItemsPerPage=1&'),
    );
    expect(list).toEqual([expect.stringContaining('validationState=awaiting_validation')]);
    expectEachOnce('/api/operator/product-filters', 1);
  });

  it('the invoices list', async () => {
    await open('/invoices?invoiceType=invoice', 'buyer');
    const table = await screen.findByRole('table', {}, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    expectEachOnce('/api/marketplace/invoice', 1);
  });

  it('the service edit form: the service, its categories and their attributes', async () => {
    await open('/services/edit/10203/hangar/information', 'seller');
    await screen.findByRole('form', { name: 'Information' }, SLOW);
    await waitFor(() => expect(callsTo('/api/attribute')).toHaveLength(1), SLOW);
    expectEachOnce('/api/product/10203', 1);
    expectEachOnce('/api/category', 1);
    expectEachOnce('/api/attribute', 1);
  });
});
