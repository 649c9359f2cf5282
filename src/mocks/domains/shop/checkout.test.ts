// The checkout's rights and its answers to bad input (its orders and payment: checkoutOrders
// and checkoutPayment).
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoApi, db, isoDateIn } from '../../db';
import { PRODUCT } from './seed';
import { as, buyer, CART, json, line, post, request, seller } from './testkit';

beforeEach(() => resetDemoApi());

describe('POST api/shop/checkout: rights and validation', () => {
  it('needs a session, TRIP_SERVICE_ADD and the trip of the selected organization', async () => {
    expect((await post(undefined, 'api/shop/checkout', request())).status).toBe(401);
    // A seller's station manager sees trips but buys nothing.
    expect((await post(await seller(), 'api/shop/checkout', request())).status).toBe(403);
    const stranger = await as('hannah.wright@thames-exec.co.uk', 11);
    expect((await post(stranger, 'api/shop/checkout', request())).status).toBe(404);
  });

  it('names every wrong field', async () => {
    const body = await json<{ errors: Record<string, string[]> }>(
      await post(await buyer(), 'api/shop/checkout', {
        ...request(),
        lines: [
          line(PRODUCT.rivieraJetA1, 0, 1.89),
          line(PRODUCT.lemanHangar, 1, 140),
          line(PRODUCT.rivieraHandlingFee, 1, 180, { optionIds: [99] }),
        ],
        clientAddressId: 4,
        paymentTerm: 'later',
        acceptTerms: false,
      }),
      400,
    );
    expect(body.errors).toEqual({
      'lines.0.quantity': ['validator.strict_positive'],
      'lines.1.productId': ['validator.choice'],
      'lines.2.optionIds': ['validator.choice'],
      clientAddressId: ['validator.choice'],
      paymentTerm: ['validator.required'],
      acceptTerms: ['validator.terms_required'],
    });
  });

  it('checks quantities, SEPA terms and the method needed for payment at invoice creation', async () => {
    const session = await buyer();
    const range = await json<{ errors: Record<string, string[]> }>(
      await post(
        session,
        'api/shop/checkout',
        request({ lines: [line(PRODUCT.rivieraJetA1, 50, 1.89), CART[1] ?? line(0, 1, 0)] }),
      ),
      400,
    );
    expect(range.errors).toEqual({
      'lines.0.quantity': ['validator.quantity_between|{"min":100,"max":30000}'],
    });
    // Found: quantity 1e300 gave a validated order of 5.4e302 EUR; a product without its own
    // maximum stops at 1,000, in the form's words.
    const tray = db.shopProducts.find((product) => product.id === PRODUCT.gourmetTray);
    if (tray) tray.maxQuantity = null;
    const huge = await json<{ errors: Record<string, string[]> }>(
      await post(
        session,
        'api/shop/checkout',
        request({ lines: [CART[1] ?? line(0, 1, 0), line(PRODUCT.gourmetTray, 1e300, 68)] }),
      ),
      400,
    );
    expect(huge.errors).toEqual({
      'lines.1.quantity': ['validator.quantity_between|{"min":1,"max":1000}'],
      // The total such a cart shows is over the ceiling too.
      seenTotalIncludingTax: ['validator.total_max|{"max":1000000000}'],
    });
    const sepa = await json<{ errors: Record<string, string[]> }>(
      await post(session, 'api/shop/checkout', request({ paymentMethodId: 'pm_demo_buyer_sepa' })),
      400,
    );
    expect(sepa.errors).toEqual({ acceptSepaTerms: ['validator.terms_required'] });
    const later = await json<{ errors: Record<string, string[]> }>(
      await post(
        session,
        'api/shop/checkout',
        request({ paymentTerm: 'payment_at_invoice_creation' }),
      ),
      400,
    );
    expect(later.errors).toEqual({ paymentMethodId: ['validator.required'] });
    const foreign = await json<{ errors: Record<string, string[]> }>(
      await post(session, 'api/shop/checkout', request({ paymentMethodId: 'pm_demo_multi_visa' })),
      400,
    );
    expect(foreign.errors).toEqual({ paymentMethodId: ['validator.choice'] });
  });

  it('refuses an order from Riviera without its mandatory package', async () => {
    const body = await json<{ errors: Record<string, string[]> }>(
      await post(
        await buyer(),
        'api/shop/checkout',
        request({ lines: [line(PRODUCT.rivieraJetA1, 1000, 1.89)] }),
      ),
      400,
    );
    expect(body.errors).toEqual({ lines: ['errors.mandatory_package_missing'] });
  });

  it('refuses a hangar period with a full night, and a period ending before it starts', async () => {
    const session = await buyer();
    const hangar = (startAt: string, endAt: string) =>
      line(PRODUCT.rivieraHangar, 5, 95, { period: { startAt, endAt } });
    const full = await json<{ errors: Record<string, string[]> }>(
      await post(
        session,
        'api/shop/checkout',
        request({
          lines: [
            hangar(`${isoDateIn(3)}T09:35`, `${isoDateIn(6)}T15:00`),
            line(PRODUCT.rivieraHandlingFee, 1, 180),
          ],
        }),
      ),
      400,
    );
    expect(full.errors).toEqual({ 'lines.0.period': ['errors.hangar_unavailable'] });
    const backwards = await json<{ errors: Record<string, string[]> }>(
      await post(
        session,
        'api/shop/checkout',
        request({
          lines: [
            hangar(`${isoDateIn(4)}T09:35`, `${isoDateIn(3)}T15:00`),
            line(PRODUCT.rivieraHandlingFee, 1, 180),
          ],
        }),
      ),
      400,
    );
    expect(backwards.errors).toEqual({ 'lines.0.period.endAt': ['errors.inconsistent_date'] });
  });
});
