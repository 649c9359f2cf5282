import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { slicedUnitPrice } from '@/entities/quote';
import { CAPACITY_TYPOLOGIES } from '@/entities/service';
import { db } from '@/mocks/db';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

/**
 * Issue 29's data fault: the seeded hangars, parkings and outside ramps are sold at one price per
 * slice (`unitPrice`, no `priceSlices`), which the seller's form did not read. Opening and saving
 * each one unchanged must leave what the shop charges as it was.
 */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 15000 };

const sliced = db.services.filter(
  (service) =>
    CAPACITY_TYPOLOGIES.includes(service.typology) &&
    service.validationState === 'validated' &&
    db.shopProducts.some(
      (product) => product.serviceId === service.id && product.pricingType === 'price_per_slice',
    ),
);

/** An active member of the seller who may edit its services (an admin holds every right). */
function editorOf(sellerId: number): DemoRole {
  const member = findEditor(sellerId) ?? seatAdmin(sellerId);
  const user = db.users.find((u) => u.id === member.userId);
  if (!user || !isEmail(user.email)) throw new Error(`no editor for seller ${sellerId}`);
  return user.email;
}

const isEmail = (value: string): value is `${string}@${string}` => value.includes('@');

function findEditor(sellerId: number) {
  return db.organizationUsers.find(
    (m) =>
      m.organizationId === sellerId &&
      m.status === 'active' &&
      (m.role === 'admin' ||
        m.rights.some((right) => right.subject === 'SERVICE' && right.action === 'EDIT')) &&
      db.users.some((user) => user.id === m.userId && user.status === 'active'),
  );
}

/** A seller seeded without members (Lisbon Executive FBO) gets one, a copy of Riviera's. */
function seatAdmin(sellerId: number) {
  // Riviera's (seller 2) editor: a seller's workrole and rights.
  const template = findEditor(2);
  const account = db.users.find((u) => u.id === template?.userId);
  if (!template || !account) throw new Error('no admin to copy');
  const userId = Math.max(...db.users.map((u) => u.id)) + 1;
  db.users.push({ ...account, id: userId, email: `admin.${sellerId}@demo.aero`, rights: [] });
  const member = {
    ...template,
    id: Math.max(...db.organizationUsers.map((m) => m.id)) + 1,
    organizationId: sellerId,
    userId,
  };
  db.organizationUsers.push(member);
  return member;
}

/** What the shop charges a slice for 1, 2, ... 12 slices, at each airport the service is sold. */
function shopPrices(serviceId: number): (number | null)[][] {
  return db.shopProducts
    .filter((product) => product.serviceId === serviceId)
    .map((product) =>
      Array.from({ length: 12 }, (_, i) =>
        slicedUnitPrice(product.unitPrice, product.priceSlices, i + 1),
      ),
    );
}

describe('saving a seeded sliced service unchanged', { timeout: 60000 }, () => {
  it('seeds sliced services sold at one price per slice (the case the form missed)', () => {
    expect(sliced.length).toBeGreaterThan(3);
    expect(
      db.shopProducts.some(
        (p) => p.pricingType === 'price_per_slice' && p.priceSlices.length === 0 && p.unitPrice,
      ),
    ).toBe(true);
  });

  it('the seller’s page shows the price of a slice (not "—")', async () => {
    const [first] = sliced.filter((service) =>
      db.shopProducts.some((p) => p.serviceId === service.id && p.priceSlices.length === 0),
    );
    if (!first) throw new Error('no service sold at one price per slice');
    const price = db.shopProducts.find((p) => p.serviceId === first.id)?.unitPrice ?? 0;
    await renderRoute(`/services/show/${first.id}/${first.typology}/pricing`, {
      as: editorOf(first.sellerId),
      preferences: EN,
    });
    const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
    const label = await screen.findByText('Price per slice', { selector: 'dt' }, SLOW);
    expect(label.nextElementSibling).toHaveTextContent(euros.format(price));
  });

  it.each(sliced.map((service) => [service.id, service.typology, service.sellerId] as const))(
    'service %i (%s of seller %i): the shop’s price is the same',
    async (id, typology, sellerId) => {
      const before = shopPrices(id);
      const user = userEvent.setup();
      await renderRoute(`/services/edit/${id}/${typology}/pricing`, {
        as: editorOf(sellerId),
        preferences: EN,
      });
      const form = await screen.findByRole('form', { name: 'Pricing' }, SLOW);
      const product = db.shopProducts.find((p) => p.serviceId === id);
      // The form reads the price: one price of a slice, or the slices themselves.
      if (product?.priceSlices.length === 0 && product.unitPrice !== null) {
        const price = within(form).getByRole('textbox', { name: /^Price of a slice/ });
        await waitFor(() => expect(price).not.toHaveValue(''));
      } else {
        await waitFor(() =>
          expect(within(form).getAllByRole('group', { name: /^Slice \d/ }).length).toBe(
            product?.priceSlices.length,
          ),
        );
      }
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(within(form).getByRole('button', { name: 'Save' })).not.toBeDisabled(),
      );
      expect(within(form).queryByText(/required/i)).toBeNull();
      const record = db.services.find((service) => service.id === id);
      // Nothing changed: no change awaits validation, and the shop charges what it did.
      expect(record?.validationState).toBe('validated');
      expect(record?.draft).toBeNull();
      expect(shopPrices(id)).toEqual(before);
    },
  );
});
