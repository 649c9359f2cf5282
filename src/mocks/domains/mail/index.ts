import { defineDomain } from '../../registry/defineDomain';
import { mailHandlers } from './handlers';

export type { OutboxMail, MailKind, MailLink } from './records';
export { MAIL_KINDS } from './records';
export { sendMail, appLink, appOrigin, lastMailTo, DEFAULT_APP_ORIGIN } from './outbox';
export { sendTemplatedMail, templateOf, sampleMail } from './templates/send';
export { fillIn, unknownVariables } from './templates/render';
export type {
  MailEventCode,
  MailLangCode,
  MailTemplateRecord,
  MailTemplateText,
  MailTemplateVariable,
} from './templates/records';

/**
 * The outbox: what the marketplace would mail, listed by the demo-only mailbox page. Every mail
 * is rendered from the operators' templates (the mail-templates domain seeds and edits them).
 */
export const domain = defineDomain({
  name: 'mail',
  seed: () => ({ outbox: [] }),
  handlers: mailHandlers,
});
