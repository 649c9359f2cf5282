import { defineDomain } from '../../registry/defineDomain';
import { mailTemplateHandlers } from './handlers';
import { seedMailTemplates } from './seed';

export { MAIL_TEMPLATE_NOT_FOUND } from './handlers';

/**
 * The operators' mail templates, one per event (DECISIONS.md "Administration"): the mail
 * domain's outbox renders every mail from them (mail/templates/send.ts), so an edit shows in the
 * next mail. A domain of its own so that the outbox's types (read by the e2e journeys) do not
 * bring the session checks along.
 */
export const domain = defineDomain({
  name: 'mail-templates',
  seed: () => ({ mailTemplates: seedMailTemplates() }),
  handlers: mailTemplateHandlers,
});
