import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { call, login } from '../../testing';
import { lastMailTo } from '../mail';

const VALID = {
  name: '  Élodie Garnier ',
  email: 'Elodie.Garnier@azur-aviation.fr',
  organization: 'Azur Aviation',
  subject: 'sales',
  message: 'We would like a demonstration of the marketplace for our dispatch team.',
};

describe('POST api/contact', () => {
  it('stores the message without a login and mails an acknowledgement to the sender', async () => {
    const before = db.contactMessages.length;
    const response = await call('POST', 'api/contact', { body: VALID });
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as { id: number; createdAt: string };
    expect(db.contactMessages).toHaveLength(before + 1);
    expect(db.contactMessages.at(-1)).toMatchObject({
      id: receipt.id,
      name: 'Élodie Garnier',
      organization: 'Azur Aviation',
      subject: 'sales',
      userId: null,
    });
    const mail = lastMailTo('elodie.garnier@azur-aviation.fr', 'contact');
    expect(mail?.subject).toBe('We received your message');
    expect(mail?.text).toContain('Hello Élodie Garnier');
    expect(mail?.text).toContain(VALID.message);
  });

  it('links the message to the sender when a session comes with it; no organization is null', async () => {
    const user = await login('buyer@demo.aero');
    const response = await call('POST', 'api/contact', {
      body: { ...VALID, organization: '  ' },
      token: user.token,
    });
    expect(response.status).toBe(201);
    expect(db.contactMessages.at(-1)).toMatchObject({ userId: user.id, organization: null });
  });

  it.each([
    [{ name: '' }, { name: ['validator.required'] }],
    [{ name: 'x'.repeat(101) }, { name: ['validator.length_max|{"max":100}'] }],
    [{ email: 'not-an-email' }, { email: ['validator.email'] }],
    [{ email: undefined }, { email: ['validator.required'] }],
    [{ organization: 'o'.repeat(151) }, { organization: ['validator.length_max|{"max":150}'] }],
    [{ subject: 'complaint' }, { subject: ['validator.choice'] }],
    [{ subject: null }, { subject: ['validator.required'] }],
    [{ message: 'Too short' }, { message: ['validator.length_between|{"min":20,"max":2000}'] }],
    [
      { message: 'm'.repeat(2001) },
      { message: ['validator.length_between|{"min":20,"max":2000}'] },
    ],
    [{ message: 42 }, { message: ['validator.required'] }],
  ])('answers 400 with the field error for %j', async (change, errors) => {
    const before = db.contactMessages.length;
    const mails = db.outbox.length;
    const response = await call('POST', 'api/contact', { body: { ...VALID, ...change } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors,
    });
    expect(db.contactMessages).toHaveLength(before);
    expect(db.outbox).toHaveLength(mails);
  });

  it('answers 400 for a malformed body, never a crash', async () => {
    const response = await call('POST', 'api/contact', { body: '{"name":' });
    expect(response.status).toBe(400);
  });
});
