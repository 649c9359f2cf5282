import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoOutboxPage } from '../../../entities/account/contract';
import { resetDemoApi } from '../../db';
import { call } from '../../testing';
import { sendMail } from './outbox';

beforeEach(() => resetDemoApi());
afterEach(() => vi.unstubAllEnvs());

function send(to: string, subject: string) {
  return sendMail({ kind: 'notification', to, subject, text: `About ${subject}` });
}

describe('GET api/demo/outbox', () => {
  it('needs no token in demo mode and lists mail newest first, filtered by recipient, paginated', async () => {
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

describe('the outbox outside demo mode', () => {
  // Found: one reset-mail request plus one outbox read took over operator@demo.aero.
  it.each(['', '0', 'true'])('is unknown (404) when DEMO_API_OUTBOX is %j', async (value) => {
    vi.stubEnv('DEMO_API_OUTBOX', value);
    await call('PATCH', 'api/reset-password-mail', { body: { email: 'operator@demo.aero' } });
    const response = await call('GET', 'api/demo/outbox?to=operator@demo.aero');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'Not found' });
  });

  it.each(['0.0.0.0', '::', '192.168.1.20'])(
    'stays off when the demo API listens on %s, which other machines reach',
    async (host) => {
      vi.stubEnv('DEMO_API_OUTBOX', '1');
      vi.stubEnv('DEMO_API_HOST', host);
      expect((await call('GET', 'api/demo/outbox')).status).toBe(404);
    },
  );

  it('answers on a loopback address in demo mode', async () => {
    vi.stubEnv('DEMO_API_OUTBOX', '1');
    vi.stubEnv('DEMO_API_HOST', 'localhost');
    expect((await call('GET', 'api/demo/outbox')).status).toBe(200);
  });
});
