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

  it('accepts a legal name of exactly 120 characters', async () => {
    const response = await register({ ...NEW_BUYER, legalName: 'L'.repeat(120) });
    expect(response.status).toBe(201);
  });
});
