/** Bad input found by trying the forms as a user would (issue 16, "Bad input"). */
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { NEW_BUYER } from './testing';

beforeEach(() => resetDemoApi());

function register(body: object) {
  return call('POST', 'client-register', { body, headers: { Origin: 'http://localhost:4194' } });
}

describe('text lengths', () => {
  it('refuses a 10,000-character legal name, and registers nothing', async () => {
    const organizations = db.organizations.length;
    const response = await register({ ...NEW_BUYER, legalName: 'L'.repeat(10_000) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors?: Record<string, string[]> };
    expect(body.errors).toEqual({ legalName: ['validator.length_max|{"max":120}'] });
    expect(db.organizations.length).toBe(organizations);
  });

  it('names each nested text over its maximum', async () => {
    const response = await register({
      ...NEW_BUYER,
      address: { ...NEW_BUYER.address, city: 'c'.repeat(121) },
      emergencyContact: { ...NEW_BUYER.emergencyContact, jobTitle: 'j'.repeat(121) },
    });
    const body = (await response.json()) as { errors?: Record<string, string[]> };
    expect(body.errors).toEqual({
      'address.city': ['validator.length_max|{"max":120}'],
      'emergencyContact.jobTitle': ['validator.length_max|{"max":120}'],
    });
  });

  it('refuses a new password over 128 characters when the link is followed', async () => {
    const created = (await (await register(NEW_BUYER)).json()) as { id: number };
    const registration = db.registrations.find((r) => r.id === created.id);
    const mail = db.outbox.findLast((m) => m.to === NEW_BUYER.emergencyContact.email);
    const token = new URL(mail?.links[0]?.url ?? 'http://x/').searchParams.get('token');
    const response = await call('PATCH', 'register-validate', {
      body: { token, password: `Kestrel-Runway42!${'x'.repeat(200)}` },
    });
    expect(await response.json()).toMatchObject({
      errors: { password: ['validator.length_max|{"max":128}'] },
    });
    expect(registration?.validatedAt).toBeNull();
  });

  it('accepts a legal name of exactly 120 characters', async () => {
    const response = await register({ ...NEW_BUYER, legalName: 'L'.repeat(120) });
    expect(response.status).toBe(201);
  });
});
