import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15_000 };

describe('/parameters/products', { timeout: 60_000 }, () => {
  it('shows each typology, unit and fuel type with how many services use it', async () => {
    await renderRoute('/parameters/products', { as: 'operator', preferences: { language: 'en' } });
    const typologies = await screen.findByRole('table', { name: 'Typologies' }, SLOW);
    const hangars = db.services.filter((service) => service.typology === 'hangar').length;
    const row = (await within(typologies).findByText('hangar', {}, SLOW)).closest('tr');
    expect(row).toHaveTextContent(new RegExp(`Hangar.*hangar.*${hangars}`));
    expect(screen.getByRole('table', { name: 'Units' })).toHaveTextContent(/Litre/);
    expect(screen.getByRole('table', { name: 'Fuel types' })).toHaveTextContent(/Kerosene/);
    // Read only: nothing to edit, even with OPERATOR_PARAMETER_EDIT.
    expect(screen.queryByRole('button', { name: /Edit|Save/ })).toBeNull();
  });

  it('is not offered to a seller', async () => {
    await renderRoute('/parameters/products', { as: 'seller', preferences: { language: 'en' } });
    expect(await screen.findByText(/not authorized/i, {}, SLOW)).toBeInTheDocument();
  });
});
