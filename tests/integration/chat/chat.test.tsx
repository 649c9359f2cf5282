import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { loadDomains } from '@/mocks/registry';
import { renderRoute } from '@tests/utils/renderRoute';

const EN = { as: 'buyer', preferences: { language: 'en' } } as const;
const SLOW = { timeout: 15_000 };
/** Two screens, or a screen and its top bar, rendered against the demo API. */
const SLOW_TEST = { timeout: 40_000 };
const ALPINE = 1;
const RIVIERA = 2;

function name(id: number): string {
  return db.organizations.find((o) => o.id === id)?.commercialName ?? '';
}

function chatWithRiviera() {
  const chat = db.chats.find((c) => c.organization1Id === ALPINE && c.organization2Id === RIVIERA);
  if (!chat) throw new Error('no seeded conversation between Alpine and Riviera');
  return chat;
}

const unreadBy = (organizationId: number, chatId?: number) =>
  db.chatMessages.filter(
    (m) =>
      (chatId === undefined || m.chatId === chatId) &&
      !m.readBy.includes(organizationId) &&
      db.chats.some(
        (c) =>
          c.id === m.chatId &&
          (c.organization1Id === organizationId || c.organization2Id === organizationId),
      ),
  ).length;

async function openRiviera() {
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Conversations' }, SLOW);
  await user.click(within(list).getByRole('button', { name: new RegExp(name(RIVIERA)) }));
  const log = await screen.findByRole('log', { name: `Messages with ${name(RIVIERA)}` }, SLOW);
  return { user, log };
}

describe('the chat', () => {
  it(
    'lists conversations with their unread counts and opens one, which reads it',
    SLOW_TEST,
    async () => {
      const chat = chatWithRiviera();
      const total = unreadBy(ALPINE);
      const inChat = unreadBy(ALPINE, chat.id);
      expect(inChat).toBeGreaterThan(0);
      await renderRoute('/chat', EN);
      expect(
        await screen.findByRole('link', { name: `Messages, ${total} unread` }, SLOW),
      ).toBeInTheDocument();
      const list = await screen.findByRole('list', { name: 'Conversations' }, SLOW);
      const row = within(list).getByRole('button', { name: new RegExp(name(RIVIERA)) });
      const plural = inChat > 1 ? 's' : '';
      expect(within(row).getByLabelText(`${inChat} unread message${plural}`)).toBeInTheDocument();
      const { log } = await openRiviera();
      expect(await within(log).findByText(/handling is confirmed/, {}, SLOW)).toBeInTheDocument();
      const remaining = total - inChat;
      const label = remaining === 0 ? 'Messages, none unread' : `Messages, ${remaining} unread`;
      expect(await screen.findByRole('link', { name: label }, SLOW)).toBeInTheDocument();
    },
  );

  it('sends a message, which shows in the conversation and leaves the box empty', async () => {
    await renderRoute(`/chat?chat=${chatWithRiviera().id}`, EN);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' }, SLOW);
    await user.type(box, 'Arriving 20 minutes early.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log');
    expect(
      await within(log).findByText('Arriving 20 minutes early.', {}, SLOW),
    ).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it(
    'keeps a message whose answer was lost in the box, and its retry stores it once',
    SLOW_TEST,
    async () => {
      const { handlers } = await loadDomains();
      // The demo API stores the message, then the answer never arrives.
      server.use(
        mock.patch(
          '*/api/chat',
          async ({ request }) => {
            await getResponse(handlers, request);
            return HttpResponse.error();
          },
          { once: true },
        ),
      );
      await renderRoute(`/chat?chat=${chatWithRiviera().id}`, EN);
      const user = userEvent.setup();
      const box = await screen.findByRole('textbox', { name: 'Message' }, SLOW);
      await user.type(box, 'Please confirm the GPU.');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      const alert = await screen.findByText('Your message was not sent.', {}, SLOW);
      expect(box).toHaveValue('Please confirm the GPU.');
      await user.click(
        within(alert.closest('[role="alert"]') ?? document.body).getByRole('button', {
          name: 'Retry',
        }),
      );
      expect(
        await within(screen.getByRole('log')).findByText('Please confirm the GPU.', {}, SLOW),
      ).toBeInTheDocument();
      await waitFor(() => expect(box).toHaveValue(''));
      expect(db.chatMessages.filter((m) => m.content === 'Please confirm the GPU.')).toHaveLength(
        1,
      );
    },
  );

  it('refuses a file over 2 MB before sending anything', async () => {
    await renderRoute(`/chat?chat=${chatWithRiviera().id}`, EN);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Message' }, SLOW);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'manifest.pdf', {
      type: 'application/pdf',
    });
    await user.upload(screen.getByTestId('chat-file'), big);
    expect(await screen.findByText('File too large (max 2 MB)', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('manifest.pdf')).not.toBeInTheDocument();
  });

  it('shows hostile content as text, with only http, https and mailto as links', async () => {
    const chat = chatWithRiviera();
    db.chatMessages.push({
      id: 9_999,
      chatId: chat.id,
      clientId: 'hostile-1',
      createdAt: new Date().toISOString(),
      organizationId: RIVIERA,
      userId: 2,
      authorName: 'Sophie Bernard',
      fileId: null,
      quoteId: null,
      readBy: [RIVIERA],
      content:
        '<img src=x onerror="alert(1)"> javascript:alert(1) JAVASCRIPT:alert(2) https://example.com/a',
    });
    await renderRoute(`/chat?chat=${chat.id}`, EN);
    const log = await screen.findByRole('log', {}, SLOW);
    const text = await within(log).findByText(/onerror/, {}, SLOW);
    expect(text.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(log.querySelector('img')).toBeNull();
    const links = within(text.closest('p') ?? log).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://example.com/a']);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it(
    'opens from an order with the other party and links the order in the message',
    SLOW_TEST,
    async () => {
      const quote = db.quotes.find((q) => q.client.id === ALPINE && q.organization.id === RIVIERA);
      if (!quote) throw new Error('no order between Alpine and Riviera');
      await renderRoute(`/order/${quote.id}/show`, EN);
      const link = await screen.findByRole('link', { name: `Message ${name(RIVIERA)}` }, SLOW);
      const user = userEvent.setup();
      await user.click(link);
      const box = await screen.findByRole('textbox', { name: 'Message' }, SLOW);
      expect(screen.getByText('About this order')).toBeInTheDocument();
      await user.type(box, 'About the fuel line{Enter}');
      const sent = await within(screen.getByRole('log')).findByText(
        'About the fuel line',
        {},
        SLOW,
      );
      const item = sent.closest('li');
      if (!item) throw new Error('the message is not in the list');
      expect(within(item).getByRole('link', { name: `About ${quote.reference}` })).toHaveAttribute(
        'href',
        `/order/${quote.id}/show`,
      );
      expect(db.chatMessages.at(-1)?.quoteId).toBe(quote.id);
    },
  );

  it('pages upward through a long conversation', SLOW_TEST, async () => {
    const chat = chatWithRiviera();
    const start = Date.parse('2026-01-05T08:00:00Z');
    // 45 older messages before the seeded ones: the first page shows the latest 20.
    db.chatMessages.unshift(
      ...Array.from({ length: 45 }, (_, index) => ({
        id: 5_000 + index,
        chatId: chat.id,
        clientId: `old-${index}`,
        content: `Older note ${index + 1}`,
        createdAt: new Date(start + index * 60_000).toISOString(),
        organizationId: index % 2 === 0 ? ALPINE : RIVIERA,
        userId: index % 2 === 0 ? 1 : 2,
        authorName: index % 2 === 0 ? 'Camille Laurent' : 'Sophie Bernard',
        fileId: null,
        quoteId: null,
        readBy: [ALPINE, RIVIERA],
      })),
    );
    await renderRoute(`/chat?chat=${chat.id}`, EN);
    const log = await screen.findByRole('log', {}, SLOW);
    await within(log).findByText('Older note 45', {}, SLOW);
    expect(within(log).queryByText('Older note 1')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Earlier messages' }));
    await within(log).findByText('Older note 25', {}, SLOW);
    await user.click(await screen.findByRole('button', { name: 'Earlier messages' }, SLOW));
    expect(await within(log).findByText('Older note 1', {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Earlier messages' })).not.toBeInTheDocument(),
    );
  });

  it('previews an image and offers any other file for download', async () => {
    const chat = chatWithRiviera();
    const files = [
      { id: 801, name: 'stand-map.png', contentType: 'image/png' },
      { id: 802, name: 'fuel-release.pdf', contentType: 'application/pdf' },
    ];
    files.forEach((file, index) => {
      const url = `/uploads/files/${file.id}/key/${file.name}`;
      const at = new Date().toISOString();
      db.uploadedFiles.push({
        ...file,
        url,
        size: 2_048,
        organizationId: RIVIERA,
        userId: 2,
        storedName: `${file.id}`,
        createdAt: at,
      });
      db.chatMessages.push({
        id: 9_000 + index,
        chatId: chat.id,
        clientId: `file-${file.id}`,
        content: '',
        createdAt: at,
        organizationId: RIVIERA,
        userId: 2,
        authorName: 'Sophie Bernard',
        fileId: file.id,
        quoteId: null,
        readBy: [RIVIERA],
      });
    });
    await renderRoute(`/chat?chat=${chat.id}`, EN);
    const log = await screen.findByRole('log', {}, SLOW);
    const image = await within(log).findByRole('img', { name: 'stand-map.png' }, SLOW);
    expect(image.getAttribute('src')).toMatch(/^http:\/\/localhost:3001\/uploads\/files\/801\//);
    const pdf = within(log).getByRole('link', { name: 'fuel-release.pdf' });
    expect(pdf).toHaveAttribute('download', 'fuel-release.pdf');
  });

  it('speaks French', async () => {
    await renderRoute(`/chat?chat=${chatWithRiviera().id}`, {
      as: 'buyer',
      preferences: { language: 'fr' },
    });
    expect(await screen.findByRole('button', { name: 'Envoyer' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeInTheDocument();
  });
});
