import { screen } from '@testing-library/react';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

/** The order page's first load (route chunk, session, quote) outlasts the default second. */
export const SLOW = { timeout: 15000 };

/** Opens `/order/:id/show` as the demo buyer or seller, in English, once its heading is in. */
export async function openQuote(id: number, as: 'buyer' | 'seller') {
  const app = await renderRoute(`/order/${id}/show`, { as, preferences: { language: 'en' } });
  await screen.findByRole(
    'heading',
    { level: 1, name: /^(Quotation request|Quotation|Order) / },
    SLOW,
  );
  return app;
}

/** The demo API's record of quote `id`, as the screen left it. */
export function stored(id: number) {
  const quote = db.quotes.find((candidate) => candidate.id === id);
  if (!quote) throw new Error(`no quote ${id}`);
  return quote;
}
