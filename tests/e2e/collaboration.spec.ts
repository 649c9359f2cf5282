import type { Browser, Locator, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { goInApp } from './support/auth';
import { startAs } from './support/accounts';
import type { DemoEmail } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * Working together live (issue 32), a buyer (Alpine Executive Jets) and a seller (Riviera Jet
 * Centre) side by side: they exchange messages and a PDF through /chat while the receiver's unread
 * badge rises and clears; the seller sends a quotation and the buyer's open order page and bell
 * follow without a reload; the seller's dashboard reads its charts as tables. What the other side
 * does must show within the default 10 s wait: the fallback polling every 30 s would not make
 * it, so these waits prove the live stream (server-sent events from the demo API's Node server
 * to the preview build, through its Content-Security-Policy).
 */

const BUYER = 'Alpine Executive Jets';
const SELLER = 'Riviera Jet Centre';

/** A signed-in page that records whether it opened the live stream. */
async function signedIn(browser: Browser, email: DemoEmail) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const streams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') streams.push(request.url());
  });
  await startAs(page, email);
  return { page, streams };
}

const messagesButton = (page: Page) => page.getByRole('link', { name: /^Messages, / });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });

/** The number in a top-bar button's name ("Messages, 3 unread"; "none" is 0). */
async function countIn(button: Locator): Promise<number> {
  const found = /(\d+) unread/.exec((await button.getAttribute('aria-label')) ?? '');
  return found ? Number(found[1]) : 0;
}

/** The open conversation's messages (the list beside it repeats each last message). */
const thread = (page: Page) => page.getByRole('log', { name: /^Messages with / });
const unreadLabel = (count: number) =>
  count === 0 ? 'Messages, none unread' : `Messages, ${count} unread`;

/** A one-page PDF made here (a real document, as a user would attach). */
async function smallPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 100]).drawText('Fuel release', { x: 20, y: 50, size: 12 });
  return Buffer.from(await document.save());
}

/** Opens /chat on the conversation with `other` (its thread is then read). */
async function openConversation(page: Page, other: string) {
  await goInApp(page, '/chat');
  const list = page.getByRole('list', { name: 'Conversations' });
  await list.getByRole('button', { name: new RegExp(other) }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
}

test('a buyer and a seller talk, share a PDF and follow a quotation live', async ({ browser }) => {
  test.setTimeout(150_000);
  const [buyerSide, sellerSide] = await Promise.all([
    signedIn(browser, 'buyer@demo.aero'),
    signedIn(browser, 'seller@demo.aero'),
  ]);
  const buyer = buyerSide.page;
  const seller = sellerSide.page;
  try {
    // The buyer reads its conversation with the seller (the seed leaves its last message
    // unread), then waits on home: the top bar shows what else is unread.
    await openConversation(buyer, SELLER);
    await goInApp(buyer, '/');
    await expect(messagesButton(buyer)).toBeVisible();
    const before = await countIn(messagesButton(buyer));

    // The seller writes with a PDF attached through the file input.
    await openConversation(seller, BUYER);
    await seller.getByTestId('chat-file').setInputFiles({
      name: 'fuel-release.pdf',
      mimeType: 'application/pdf',
      buffer: await smallPdf(),
    });
    await expect(seller.getByText('fuel-release.pdf')).toBeVisible();
    await send(seller, 'The fuel release for your flight is attached.');
    await expect(thread(seller).getByRole('link', { name: 'fuel-release.pdf' })).toBeVisible();

    // The buyer's badge rises without a reload, and clears when it opens the conversation.
    await expect(messagesButton(buyer)).toHaveAttribute('aria-label', unreadLabel(before + 1));
    await messagesButton(buyer).click();
    await buyer
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(SELLER) })
      .click();
    await expect(
      thread(buyer).getByText('The fuel release for your flight is attached.'),
    ).toBeVisible();
    await expect(messagesButton(buyer)).toHaveAttribute('aria-label', unreadLabel(before));

    // The PDF is the one sent.
    const file = thread(buyer).getByRole('link', { name: 'fuel-release.pdf' });
    const href = await file.getAttribute('href');
    expect(href).toBeTruthy();
    const download = await buyer.request.get(href ?? '');
    expect(download.ok()).toBe(true);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The buyer answers; the seller's open conversation shows it without a reload.
    await send(buyer, 'Received, thank you.');
    await expect(thread(seller).getByText('Received, thank you.')).toBeVisible();

    // The buyer opens one of its quotation requests to Riviera and stays on it.
    await goInApp(seller, '/order?state=awaiting_for_quotation&customer=1&pageSize=50');
    const open = seller
      .getByRole('table', { name: 'Quotations and orders' })
      .getByRole('row')
      .filter({ has: seller.getByRole('cell', { name: 'Awaiting quotation', exact: true }) })
      .first();
    await open.getByRole('link').first().click();
    await expect(seller).toHaveURL(/\/order\/\d+\/show$/);
    const path = new URL(seller.url()).pathname;
    await goInApp(buyer, path);
    const buyerHeading = buyer.getByRole('heading', { level: 1 });
    await expect(buyerHeading).toHaveText(/^Quotation request /);
    // The seed leaves the buyer unread news: a count above 0 is the bell's answer, not its blank.
    await expect(bell(buyer)).not.toHaveAttribute('aria-label', 'Notifications, 0 unread');
    const bellBefore = await countIn(bell(buyer));

    // The seller prices and sends it.
    const prices = seller.getByLabel(/^Unit price/);
    await expect(prices.first()).toBeVisible();
    for (let index = 0; index < (await prices.count()); index += 1) {
      await prices.nth(index).fill('100');
    }
    await seller.getByRole('combobox', { name: 'Payment term' }).click();
    await seller.getByRole('option', { name: 'Payment at order acceptance' }).click();
    await seller.getByRole('button', { name: 'Save and send' }).click();
    await expect(
      seller.getByRole('group', { name: 'Actions on this quote' }).getByRole('button'),
    ).toHaveText(['Take back to edit']);

    // The buyer's page and bell follow without a reload.
    await expect(buyerHeading).toHaveText(/^Quotation /);
    await expect(buyerHeading).not.toHaveText(/^Quotation request /);
    await expect(
      buyer.getByRole('group', { name: 'Actions on this quote' }).getByRole('button', {
        name: 'Validate and pay',
      }),
    ).toBeVisible();
    await expect.poll(() => countIn(bell(buyer))).toBeGreaterThan(bellBefore);
    await bell(buyer).click();
    await expect(buyer.getByText(`${SELLER} sent the quotation `).first()).toBeVisible();
    await buyer.keyboard.press('Escape');

    // Both pages held one live stream from the demo API all along.
    expect(buyerSide.streams.length).toBeGreaterThan(0);
    expect(sellerSide.streams.length).toBeGreaterThan(0);
  } finally {
    await Promise.all([buyer.context().close(), seller.context().close()]);
  }
});

test("the seller's dashboard reads each chart as a table on the seeded data", async ({
  browser,
}) => {
  const { page: seller } = await signedIn(browser, 'seller@demo.aero');
  try {
    await goInApp(seller, '/dashboard');
    await expect(seller.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const title of ['Orders by status', 'Sales forecast', 'Visits of your shop page']) {
      const card = seller.getByRole('region', { name: title });
      const switcher = card.getByRole('group', { name: `Show ${title} as` });
      await switcher.getByRole('button', { name: 'Table' }).click();
      const table = card.getByRole('table', { name: title });
      await expect(table).toBeVisible();
      // A header and at least one row of figures.
      await expect(table.getByRole('row').nth(1)).toContainText(/\d/);
    }
    await expect(seller.getByRole('region', { name: 'Trips and orders' })).toBeVisible();
  } finally {
    await seller.context().close();
  }
});
