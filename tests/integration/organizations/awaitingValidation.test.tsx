import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartEvent } from '@/entities/cart';
import { db } from '@/mocks/db';
import { lastMailTo } from '@/mocks/domains/mail';
import { fixture } from '@/mocks/domains/orders/testkit';
import { ORG } from '@/mocks/domains/organizations';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { trip1 } from '@/mocks/domains/shop/testkit';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };
const SEND = 'Save and send';
const EN = { preferences: { language: 'en' } } as const;
const SHELL_NOTICE =
  /Your organization is awaiting validation by the marketplace\. You can prepare/;

function awaitValidation(id: number) {
  const organization = db.organizations.find((o) => o.id === id);
  if (organization) organization.organizationStatus = 'awaiting_validation';
}

/** Alpine's cart at Nice (trip 1): the mandatory handling fee. */
function storeCart(): string {
  const { trip, leg1, nice } = trip1();
  const key = { tripId: trip.id, stepId: leg1.id, eventId: nice.id, airportId: nice.airportId };
  const cart: CartEvent = {
    key,
    lines: [
      {
        id: `${PRODUCT.rivieraHandlingFee}||`,
        addedAt: '2026-11-20T10:00:00.000Z',
        provider: { id: ORG.riviera, name: 'Riviera Jet Centre' },
        productId: PRODUCT.rivieraHandlingFee,
        productName: 'Handling fee',
        typology: 'mandatory_package',
        pricingType: 'unit_price',
        saleMode: 'direct',
        unit: 'unit',
        quantity: 1,
        optionIds: [],
        optionNames: [],
        price: { unitPrice: 180, discountRate: 0, ecotax: 0, vatRate: 20 },
        currency: 'EUR',
        period: null,
        fuelType: null,
        helicopterOfferId: null,
        comment: null,
      },
    ],
  };
  localStorage.setItem('front-office:cart:1:1', JSON.stringify({ [String(nice.id)]: cart }));
  return `/shop/checkout/${key.tripId}/${key.stepId}/${key.eventId}/${key.airportId}`;
}

describe('an organization awaiting validation', () => {
  it('is told so in the shell, and the checkout says it instead of offering to pay', async () => {
    awaitValidation(ORG.alpine);
    await renderRoute(storeCart(), { as: 'buyer', ...EN });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' }, SLOW);
    expect(await screen.findByText(SHELL_NOTICE, undefined, SLOW)).toBeVisible();
    expect(
      await screen.findByText(/you can order once an operator has validated it/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm the order' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Payment method/ })).toBeNull();
  });

  it('says nothing once validated: the checkout form is there', async () => {
    await renderRoute(storeCart(), { as: 'buyer', ...EN });
    await screen.findByRole('checkbox', { name: /cancellation policies/ }, SLOW);
    expect(screen.getByRole('button', { name: 'Confirm the order' })).toBeVisible();
    expect(screen.queryByText(SHELL_NOTICE)).toBeNull();
  });

  it('a seller is told on its quotation that sending waits for the validation', async () => {
    const quote = fixture('awaiting_for_quotation');
    for (const line of quote.lines) line.unitPrice = 100;
    awaitValidation(ORG.riviera);
    await renderRoute(`/order/${quote.id}/show`, { as: 'seller', ...EN });
    await screen.findByRole(
      'heading',
      { level: 1, name: /^(Quotation request|Quotation|Order) / },
      SLOW,
    );
    expect(
      await screen.findByText(
        /you can send quotations once an operator has validated it/,
        undefined,
        SLOW,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: SEND })).toBeDisabled();
  });

  it('is validated by an operator from its editor, and mailed', async () => {
    awaitValidation(ORG.alpine);
    const user = userEvent.setup();
    await renderRoute(`/organization/${ORG.alpine}/main-information`, { as: 'operator', ...EN });
    await screen.findByRole('heading', { level: 1, name: 'Alpine Executive Jets SAS' }, SLOW);
    await user.click(
      await screen.findByRole('button', { name: 'Validate the organization' }, SLOW),
    );
    // The confirmation names the VAT number approved, which the call sends.
    const vatNumber = db.organizations.find((o) => o.id === ORG.alpine)?.vatNumber ?? '';
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Validate Alpine Executive Jets SAS' },
      SLOW,
    );
    expect(dialog).toHaveTextContent(`Its VAT number, ${vatNumber}, selects the negotiated prices`);
    await user.click(within(dialog).getByRole('button', { name: 'Validate the organization' }));
    await waitFor(() =>
      expect(db.organizations.find((o) => o.id === ORG.alpine)?.organizationStatus).toBe('active'),
    );
    expect(await screen.findByText('Active')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Validate the organization' })).toBeNull();
    expect(lastMailTo('buyer@demo.aero', 'notification')?.subject).toMatch(/is validated/);
    expect(within(document.body).queryByText(SHELL_NOTICE)).toBeNull();
  });
});
