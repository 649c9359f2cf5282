import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { Schemas } from '../../../lib/api/contract';
import { badRequest, readJson } from '../../api';
import { requireUser } from '../../auth';
import { db, nextId, now } from '../../db';
import { sendTemplatedMail } from '../mail';
import type { ContactMessageRecord } from './records';
import { readContactPayload } from './validation';

const SUBJECT_LABELS: Record<ContactMessageRecord['subject'], string> = {
  sales: 'Sales',
  support: 'Support',
  billing: 'Billing',
  partnership: 'Partnership',
  other: 'Other',
};

/** The sender's account when a valid session comes with the message (the form is public). */
function senderId(request: Request): number | null {
  if (!request.headers.has('Authorization')) return null;
  const user = requireUser(request);
  return user instanceof Response ? null : user.id;
}

/** What the acknowledgement's template fills in (mail templates, event contact_acknowledgement). */
function acknowledgement(message: ContactMessageRecord): Record<string, string> {
  return {
    name: message.name,
    reference: `CT-${String(message.id).padStart(6, '0')}`,
    subjectLabel: SUBJECT_LABELS[message.subject],
    message: message.message,
  };
}

/** POST api/contact: the public contact form (spec section 2). */
export const contactHandlers = [
  apiHttp.post('/api/contact', async ({ request }) => {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const read = readContactPayload(body);
    if (read.errors) return badRequest(read.errors);
    const record: ContactMessageRecord = {
      ...read.payload,
      id: nextId(db.contactMessages),
      userId: senderId(request),
      createdAt: now().toISOString(),
    };
    db.contactMessages.push(record);
    sendTemplatedMail({
      event: 'contact_acknowledgement',
      kind: 'contact',
      to: record.email,
      values: acknowledgement(record),
    });
    const receipt: Schemas['ContactReceipt'] = { id: record.id, createdAt: record.createdAt };
    return HttpResponse.json(receipt, { status: 201 });
  }),
];
