import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { DemoOutboxPage } from '../../../entities/account/contract';
import { QueryReader, folded, paginate } from '../../api';
import { db } from '../../db';
import { outboxEnabled } from '../../settings';
import { MAIL_KINDS } from './records';

/**
 * GET api/demo/outbox: the demo API's mailbox (newest first; `to`, `kind`, page). It needs no
 * token (a visitor who just registered has no session yet and must read the validation link),
 * so it hands every reset link to whoever reaches it: it answers only in demo mode
 * (DEMO_API_OUTBOX=1, which `npm start` sets), never on an address other machines reach, and
 * otherwise is unknown (404). A real marketplace API has no such endpoint.
 */
export const mailHandlers = [
  apiHttp.get('/api/demo/outbox', ({ request }) => {
    // Read at each request: the server loads .env after its imports ran.
    if (typeof process === 'undefined' || !outboxEnabled(process.env)) return undefined;
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
