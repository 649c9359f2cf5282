import { http, HttpResponse } from 'msw';
import type { DemoOutboxPage } from '../../../features/auth/api/recovery.types';
import { QueryReader, folded, paginate } from '../../api';
import { db } from '../../db';
import { MAIL_KINDS } from './records';

/**
 * GET api/demo/outbox: the demo API's mailbox (newest first; `to`, `kind`, page). It is public on
 * purpose: a visitor who just registered has no session yet and must read the validation link.
 * A real marketplace API has no such endpoint; only the demo build links to its page.
 */
export const mailHandlers = [
  http.get('*/api/demo/outbox', ({ request }) => {
    const query = new QueryReader(new URL(request.url).searchParams);
    const to = query.text('to');
    const kind = query.oneOf('kind', MAIL_KINDS);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const wanted = to === undefined ? undefined : folded(to);
    const found = db.outbox
      .filter(
        (m) =>
          (wanted === undefined || folded(m.to).includes(wanted)) &&
          (kind === undefined || m.kind === kind),
      )
      .sort((a, b) => b.id - a.id);
    const answer: DemoOutboxPage = { mails: paginate(found, page), totalItems: found.length };
    return HttpResponse.json(answer);
  }),
];
