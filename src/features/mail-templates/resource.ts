import { defineResource } from '@/lib/api/defineResource';
import { route } from '@/lib/pathBuilder';

/**
 * The marketplace's mail templates (spec section 2, DECISIONS.md "Administration"): one per
 * event, never added or deleted. /mail-template/{id} shows one [OPERATOR_MAIL_VIEW], as the spec
 * routes it; its texts are edited at /mail-template/{id}/edit [OPERATOR_MAIL_EDIT].
 */
export const mailTemplates = defineResource({
  id: 'mailTemplates',
  subject: 'OPERATOR_MAIL',
  rights: { add: 'OPERATOR_MAIL_EDIT', delete: 'OPERATOR_MAIL_EDIT' },
  namespaces: ['mailTemplates'],
  paths: {
    list: route('/mail-template'),
    show: route('/mail-template/:id'),
    edit: route('/mail-template/:id/edit'),
  },
  endpoint: 'api/mail-template',
  tag: 'MailTemplate',
  listKey: 'mailTemplates',
  views: () => import('./views'),
  menu: {
    labelKey: 'mailTemplates:menu',
    icon: () => import('@mui/icons-material/MarkEmailReadOutlined'),
    group: 'administration',
    order: 70,
  },
});
