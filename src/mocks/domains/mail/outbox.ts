import { db, nextId, now } from '../../db';
import type { MailKind, MailLink, OutboxMail } from './records';

/** The front office's origin when a request does not say (`npm start`'s Vite dev server). */
export const DEFAULT_APP_ORIGIN = 'http://localhost:5173';

function isLocalOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * The app's origin for links in mail: the request's Origin (the SPA calling), else the origin of
 * a `redirectUrl` the front sent, else the dev server. Only local origins are trusted: the demo
 * API never mails a link to another site.
 */
export function appOrigin(request: Request, redirectUrl?: unknown): string {
  if (typeof redirectUrl === 'string' && isLocalOrigin(redirectUrl)) {
    return new URL(redirectUrl).origin;
  }
  const origin = request.headers.get('origin');
  return origin && isLocalOrigin(origin) ? new URL(origin).origin : DEFAULT_APP_ORIGIN;
}

/** An absolute link to `path` on the app's origin with query values, e.g. a token. */
export function appLink(
  request: Request,
  path: string,
  query: Record<string, string | number> = {},
  redirectUrl?: unknown,
): string {
  const url = new URL(path, appOrigin(request, redirectUrl));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

export interface MailInput {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  links?: MailLink[];
}

/** "Sends" a mail: it lands in the outbox, newest last. */
export function sendMail(input: MailInput): OutboxMail {
  const mail: OutboxMail = {
    id: nextId(db.outbox),
    kind: input.kind,
    to: input.to.trim().toLowerCase(),
    subject: input.subject,
    text: input.text,
    links: input.links ?? [],
    createdAt: now().toISOString(),
  };
  db.outbox.push(mail);
  return mail;
}

/** The newest mail to `to` of `kind` (tests and journeys read their links). */
export function lastMailTo(to: string, kind?: MailKind): OutboxMail | undefined {
  const wanted = to.trim().toLowerCase();
  return db.outbox.findLast((m) => m.to === wanted && (kind === undefined || m.kind === kind));
}
