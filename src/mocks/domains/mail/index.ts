import { defineDomain } from '../../registry/defineDomain';
import { mailHandlers } from './handlers';

export type { OutboxMail, MailKind, MailLink } from './records';
export { MAIL_KINDS } from './records';
export { sendMail, appLink, appOrigin, lastMailTo, DEFAULT_APP_ORIGIN } from './outbox';

/** The outbox: what the marketplace would mail, listed by the demo-only mailbox page. */
export const domain = defineDomain({
  name: 'mail',
  seed: () => ({ outbox: [] }),
  handlers: mailHandlers,
});
