import { beforeEach, describe, expect, it } from 'vitest';
import type { DemoOutboxPage } from '../../../features/auth/api/recovery.types';
import { resetDemoApi } from '../../db';
import { call } from '../../testing';
import { sendMail } from './outbox';

beforeEach(() => resetDemoApi());

function send(to: string, subject: string) {
  return sendMail({ kind: 'notification', to, subject, text: `About ${subject}` });
}

describe('GET api/demo/outbox', () => {
  it('is public and lists mail newest first, filtered by recipient, paginated', async () => {
    send('ada@demo.aero', 'first');
    send('Bob@Demo.aero', 'second');
    send('ada@demo.aero', 'third');

    const all = (await (await call('GET', 'api/demo/outbox')).json()) as DemoOutboxPage;
    expect(all.mails.map((m) => m.subject)).toEqual(['third', 'second', 'first']);

    const ada = (await (await call('GET', 'api/demo/outbox?to=ADA')).json()) as DemoOutboxPage;
    expect(ada).toMatchObject({
      totalItems: 2,
      mails: [{ subject: 'third' }, { subject: 'first' }],
    });

    const second = await call('GET', 'api/demo/outbox?page=2&numberOfItemsPerPage=2');
    expect(await second.json()).toMatchObject({ totalItems: 3, mails: [{ subject: 'first' }] });
  });

  it('refuses a malformed page with a field error', async () => {
    const response = await call('GET', 'api/demo/outbox?page=zero');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { page: ['validator.number'] } });
  });
});
