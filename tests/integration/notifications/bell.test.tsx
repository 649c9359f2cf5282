import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuotePage } from '@/entities/quote';
import { actAs } from '@tests/utils/behindTheScreen';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };
const BELL = /^Notifications, (\d+) unread$/;
const ALPINE = 1;
const RIVIERA = 2;

/** Riviera (the seller) refuses a request of Alpine's: news for the buyer. */
async function sellerRefusesARequest() {
  const { quotes } = await actAs<QuotePage>(
    'buyer',
    ALPINE,
    'GET',
    'api/quote?statesCodes[]=awaiting_for_quotation&numberOfItemsPerPage=100',
  );
  const quote = quotes.find((q) => q.organization.id === RIVIERA && !q.refused && !q.cancelled);
  if (!quote) throw new Error('a request to Riviera expected');
  await actAs('seller', RIVIERA, 'PATCH', `api/quote/${quote.id}/refuse`);
  return quote.reference;
}

async function unreadCount() {
  const bell = await screen.findByRole('button', { name: BELL }, SLOW);
  return Number(BELL.exec(bell.getAttribute('aria-label') ?? '')?.[1]);
}

describe('the notification bell', () => {
  it('counts the unread, lists what happened, marks one and all read', async () => {
    const user = userEvent.setup();
    const reference = await sellerRefusesARequest();
    await renderRoute('/', { as: 'buyer', preferences: { language: 'en' } });
    const before = await unreadCount();
    expect(before).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: BELL }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, SLOW);
    const list = await within(panel).findByRole('list', { name: 'Notifications' }, SLOW);
    // The newest first, in a sentence naming who did what to which quote.
    expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(
      new RegExp(`^Unread: Riviera Jet Centre refused ${reference}\\.`),
    );
    const [firstMark] = within(list).getAllByRole('button', { name: /^Mark read: / });
    if (!firstMark) throw new Error('an unread notification expected');
    await user.click(firstMark);
    await waitFor(
      () =>
        expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(
          new RegExp(`^Riviera Jet Centre refused ${reference}\\.`),
        ),
      SLOW,
    );
    // The panel hides the page from assistive technology: closed, the bell says one less.
    await user.keyboard('{Escape}');
    await waitFor(async () => expect(await unreadCount()).toBe(before - 1), SLOW);

    await user.click(screen.getByRole('button', { name: BELL }));
    const again = await screen.findByRole('dialog', { name: 'Notifications' }, SLOW);
    await user.click(within(again).getByRole('button', { name: 'Mark all read' }));
    await waitFor(
      () => expect(within(again).queryAllByRole('button', { name: /^Mark read: / })).toEqual([]),
      SLOW,
    );
    expect(within(again).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(async () => expect(await unreadCount()).toBe(0), SLOW);
  });

  it("opens the notification's screen and closes the panel", async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/', { as: 'seller', preferences: { language: 'fr' } });
    await user.click(
      await screen.findByRole('button', { name: /^Notifications, \d+ non lues?$/ }, SLOW),
    );
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, SLOW);
    const [link] = await within(panel).findAllByRole('link', {}, SLOW);
    if (!link) throw new Error('a notification expected');
    expect(link).toHaveAccessibleName(/^Non lu : .+ [A-Z]{3}-\d{4}-\d+\./);
    await user.click(link);
    await waitFor(() => expect(app.location().pathname).toMatch(/^\/order\/\d+\/show$/));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
