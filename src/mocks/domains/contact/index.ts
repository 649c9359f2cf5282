import { defineDomain } from '../../registry/defineDomain';
import { contactHandlers } from './handlers';
import { seedContactMessages } from './seed';

export type { ContactMessageRecord } from './records';

/** Messages of the public contact form; each sender gets an acknowledgement in the outbox. */
export const domain = defineDomain({
  name: 'contact',
  seed: () => ({ contactMessages: seedContactMessages() }),
  handlers: contactHandlers,
});
