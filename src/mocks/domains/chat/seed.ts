import type { Db } from '../../db';
import { FIRST_GENERATED_TRIP_ID } from '../trips';
import type { ChatMessageRecord, ChatRecord } from './records';

type Side = 'buyer' | 'seller';
type Script = readonly (readonly [Side, string])[];

/** What a buyer and the seller of one of its orders say about it; {reference} is the order's. */
const SCRIPTS: Readonly<Record<'en' | 'fr', Script>> = {
  en: [
    [
      'buyer',
      'Hello, about {reference}: could you confirm the ground handling and a fuel uplift before noon?',
    ],
    [
      'seller',
      'Good morning, handling is confirmed and the fuel truck will be on stand 20 minutes after block-on.',
    ],
    ['buyer', 'Perfect. Our crew will need a car to the hotel, is that possible?'],
    [
      'seller',
      'A crew car is booked. Parking details are on https://www.nice.aeroport.fr and I will send the stand number the day before.',
    ],
  ],
  fr: [
    [
      'buyer',
      'Bonjour, concernant {reference} : pouvez-vous confirmer l’assistance et l’avitaillement à l’arrivée ?',
    ],
    [
      'seller',
      'Bonjour, c’est confirmé : l’avitaillement aura lieu dès l’arrivée au poste de stationnement.',
    ],
    ['buyer', 'Merci. Le traiteur peut-il livrer à bord une heure avant le départ ?'],
    [
      'seller',
      'Oui, la livraison est prévue une heure avant le départ. Le devis mis à jour suit par mail.',
    ],
  ],
};

const PAIRS_SEEDED = 4;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The active member who writes for an organization (its first), and their name. */
function writerOf(seeded: Readonly<Partial<Db>>, organizationId: number) {
  const membership = (seeded.organizationUsers ?? []).find(
    (member) => member.organizationId === organizationId && member.status === 'active',
  );
  const user = (seeded.users ?? []).find((candidate) => candidate.id === membership?.userId);
  return user ? { id: user.id, name: `${user.firstName} ${user.lastName}` } : undefined;
}

/**
 * Conversations between the sellers and buyers of the named trips' orders (the first pairs,
 * Alpine and Riviera first), alternately in English and French. Each is about one of the
 * pair's orders; the last message is still unread by its receiver.
 */
export function seedChats(seeded: Readonly<Partial<Db>>): Pick<Db, 'chats' | 'chatMessages'> {
  const chats: ChatRecord[] = [];
  const chatMessages: ChatMessageRecord[] = [];
  const seen = new Set<string>();
  const quotes = (seeded.quotes ?? []).filter((quote) => quote.tripId < FIRST_GENERATED_TRIP_ID);
  for (const quote of quotes) {
    if (chats.length >= PAIRS_SEEDED) break;
    const seller = quote.organization.id;
    const buyer = quote.client.id;
    const key = `${Math.min(seller, buyer)}-${Math.max(seller, buyer)}`;
    const writers = { seller: writerOf(seeded, seller), buyer: writerOf(seeded, buyer) };
    if (seller === buyer || seen.has(key) || !writers.seller || !writers.buyer) continue;
    seen.add(key);
    const chat: ChatRecord = {
      id: chats.length + 1,
      organization1Id: Math.min(seller, buyer),
      organization2Id: Math.max(seller, buyer),
      createdAt: quote.createdAt,
    };
    chats.push(chat);
    const script = SCRIPTS[chat.id % 2 === 1 ? 'en' : 'fr'];
    // After the order was asked for; the first pair's conversation is the latest.
    const start = Date.parse(quote.createdAt) + (PAIRS_SEEDED - chat.id) * 6 * HOUR;
    script.forEach(([side, text], index) => {
      const writer = side === 'buyer' ? writers.buyer : writers.seller;
      const organizationId = side === 'buyer' ? buyer : seller;
      if (!writer) return;
      const last = index === script.length - 1;
      chatMessages.push({
        id: chatMessages.length + 1,
        chatId: chat.id,
        clientId: `seed-${chat.id}-${index + 1}`,
        content: text.replace('{reference}', quote.reference),
        createdAt: new Date(start + (index + 1) * 37 * MINUTE).toISOString(),
        organizationId,
        userId: writer.id,
        authorName: writer.name,
        fileId: null,
        quoteId: index === 0 ? quote.id : null,
        readBy: last ? [organizationId] : [seller, buyer],
      });
    });
  }
  return { chats, chatMessages };
}
