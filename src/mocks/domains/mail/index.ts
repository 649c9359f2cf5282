import { defineDomain } from '../../registry/defineDomain';
import { mailHandlers } from './handlers';
import { mailTemplateHandlers } from './templates/handlers';
import { seedMailTemplates } from './templates/seed';

export type { OutboxMail, MailKind, MailLink } from './records';
export { MAIL_KINDS } from './records';
export { sendMail, appLink, appOrigin, lastMailTo, DEFAULT_APP_ORIGIN } from './outbox';
export { sendTemplatedMail, templateOf } from './templates/send';
export type { MailEventCode, MailTemplateRecord } from './templates/records';

/**
 * The outbox (what the marketplace would mail, listed by the demo-only mailbox page) and the
 * operators' mail templates every mail is rendered from.
 */
export const domain = defineDomain({
  name: 'mail',
  seed: () => ({ outbox: [], mailTemplates: seedMailTemplates() }),
  handlers: [...mailHandlers, ...mailTemplateHandlers],
});
