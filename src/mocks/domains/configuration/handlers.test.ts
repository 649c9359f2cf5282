import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoApi } from '../../db';
import { call } from '../../testing';

beforeEach(() => resetDemoApi());

describe('GET api/enum/{EnumName}', () => {
  it('answers the ten organization typologies as label -> id', async () => {
    const response = await call('GET', 'api/enum/OrganizationTypology');
    expect(response.status).toBe(200);
    const typologies = (await response.json()) as Record<string, number>;
    expect(Object.keys(typologies)).toEqual([
      'flight_dispatch_company',
      'catering',
      'fixed_base_operator',
      'flight_operator',
      'private_pilot',
      'fuel',
      'hangar',
      'helicopter',
      'operator',
      'taxi',
    ]);
    expect(new Set(Object.values(typologies)).size).toBe(10);
  });

  it.each([
    ['QuoteState', 'awaiting_customer_validation', 'awaiting_customer_validation'],
    ['QuoteLineStatus', 'in_progress', 'in_progress'],
    ['InvoiceStatus', 'to_be_paid', 'to_be_paid'],
    ['SlotStatus', 'not_requested', 'not_requested'],
    ['PaymentIntentStatus', 'requires_payment_method', 'requires_payment_method'],
    ['MovementType', 'arrival', 'arrival'],
    ['FuelUnit', 'usg', 'USG'],
    ['FuelType', 'kerosene', 'Kerosene'],
    ['SubscriptionDuration', 'one_year', 'P1Y'],
    ['FlightMission', 'medevac', 'medevac'],
    ['FlightType', 'non_schengen', 'non_schengen'],
    ['refundtype', 'partial_refund', 'partial_refund'],
  ])('%s has %s', async (name, label, value) => {
    const response = await call('GET', `api/enum/${name}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty(label, value);
  });

  it('answers 404 in the error shape for an unknown enum', async () => {
    const response = await call('GET', 'api/enum/Nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'errors.enum_not_found' });
  });
});

describe('GET marketplace-public-configuration', () => {
  it('is public and carries the operator overrides by locale then namespace', async () => {
    const response = await call('GET', 'marketplace-public-configuration');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      appLang: string[];
      translations: Record<string, { common: { app: { tagline: string } } }>;
    };
    expect(body.appLang).toEqual(['en', 'fr']);
    expect(body.translations.en?.common.app.tagline).toBe('The marketplace for aviation services');
    expect(body.translations.fr?.common.app.tagline).toBe(
      'La place de marché des services aéronautiques',
    );
  });
});
