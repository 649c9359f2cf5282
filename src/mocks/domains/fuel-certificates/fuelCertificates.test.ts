import { beforeEach, describe, expect, it } from 'vitest';
import { netVolumeAt15 } from '../../../lib/measurement/volumeCorrection';
import { db, resetDemoApi } from '../../db';
import {
  MISTRAL,
  as,
  json,
  mistralFuelLine,
  newCertificate,
  type FuelCertificate,
} from './testkit';

beforeEach(() => resetDemoApi());

interface Page {
  fuelCertificates: FuelCertificate[];
  totalItems: number;
}
interface Refusal {
  errors?: Record<string, string[]>;
}

describe('the seeded certificates', () => {
  it('belong to delivered fuel lines, with the order’s client and a net by Table 54B', async () => {
    const page = await json<Page>(
      await as('mistral', 'GET', 'api/fuel-certificate?numberOfItemsPerPage=100'),
    );
    expect(page.totalItems).toBeGreaterThan(2);
    for (const certificate of page.fuelCertificates) {
      const quote = db.quotes.find((q) => q.id === certificate.quoteId);
      const line = quote?.lines.find((l) => l.id === certificate.quoteLineId);
      expect(line).toMatchObject({ typology: 'fuel', status: 'delivered' });
      expect(certificate.client).toEqual(quote?.client);
      expect(certificate.seller.id).toBe(MISTRAL);
      expect(certificate.netLitres15).toBe(netVolumeAt15(certificate).netLitres);
      expect(certificate.volumeCorrectionFactor).toBe(netVolumeAt15(certificate).factor);
    }
  });

  it('show the invoice number of an invoiced order', async () => {
    const page = await json<Page>(
      await as('mistral', 'GET', 'api/fuel-certificate?numberOfItemsPerPage=100'),
    );
    const invoiced = page.fuelCertificates.filter((c) => c.invoiceNumber !== null);
    expect(invoiced.length).toBeGreaterThan(0);
    for (const certificate of invoiced) {
      const quote = db.quotes.find((q) => q.id === certificate.quoteId);
      const invoice = db.invoices.find((i) => i.id === quote?.invoiceId);
      expect(certificate.invoiceNumber).toBe(invoice?.number);
    }
  });

  it('are found by registration or client words', async () => {
    const page = await json<Page>(
      await as('mistral', 'GET', 'api/fuel-certificate?numberOfItemsPerPage=100'),
    );
    const one = page.fuelCertificates.find((c) => c.registration !== null);
    const found = await json<Page>(
      await as('mistral', 'GET', `api/fuel-certificate?searchQuery=${one?.registration ?? ''}`),
    );
    expect(found.totalItems).toBeGreaterThan(0);
    expect(found.fuelCertificates.every((c) => c.registration === one?.registration)).toBe(true);
  });
});

describe('recording a certificate (POST api/fuel-certificate)', () => {
  it('answers the factor used and the order’s fields', async () => {
    const response = await as('mistral', 'POST', 'api/fuel-certificate', newCertificate());
    expect(response.status).toBe(201);
    const { quote } = mistralFuelLine('delivered');
    expect(await response.json()).toMatchObject({
      volumeCorrectionFactor: 1.0367,
      computedNetLitres15: 10367,
      netLitres15: 10367,
      client: quote.client,
      quoteReference: quote.reference,
    });
  });

  it.each([10417, 10316])('accepts a typed net within half a percent (%i L)', async (net) => {
    const body = newCertificate({ netLitres15: net });
    expect((await as('mistral', 'POST', 'api/fuel-certificate', body)).status).toBe(201);
  });

  it.each([10420, 10310, 10000])(
    'refuses a net more than half a percent away (%i L), naming the computed one',
    async (net) => {
      const before = db.fuelCertificates.length;
      const response = await as(
        'mistral',
        'POST',
        'api/fuel-certificate',
        newCertificate({ netLitres15: net }),
      );
      expect(response.status).toBe(400);
      expect((await json<Refusal>(response)).errors).toEqual({
        netLitres15: ['validator.net_volume_mismatch|{"computed":10367,"factor":1.0367}'],
      });
      expect(db.fuelCertificates).toHaveLength(before);
    },
  );

  it('refuses a line that is not delivered yet, or not the seller’s', async () => {
    const { quote, line } = mistralFuelLine('not_planned');
    const notDelivered = newCertificate({ quoteId: quote.id, quoteLineId: line.id });
    const refused = await as('mistral', 'POST', 'api/fuel-certificate', notDelivered);
    expect((await json<Refusal>(refused)).errors).toEqual({ quoteLineId: ['validator.choice'] });
    const othersOrder = await as('riviera', 'POST', 'api/fuel-certificate', newCertificate());
    expect((await json<Refusal>(othersOrder)).errors).toEqual({
      quoteLineId: ['validator.choice'],
    });
  });

  it('refuses a non-fuel line of the seller’s order', async () => {
    const quote = db.quotes.find(
      (q) =>
        q.lines.some((l) => l.typology !== 'fuel' && l.status === 'delivered') &&
        q.organization.id === 2,
    );
    const line = quote?.lines.find((l) => l.typology !== 'fuel');
    const body = newCertificate({ quoteId: quote?.id, quoteLineId: line?.id });
    const response = await as('riviera', 'POST', 'api/fuel-certificate', body);
    expect((await json<Refusal>(response)).errors).toEqual({ quoteLineId: ['validator.choice'] });
  });

  it('checks each field against its limits', async () => {
    const body = newCertificate({
      certificateNumber: 'x'.repeat(41),
      grossLitres: 0,
      density15: 710,
      temperatureC: 12.34,
      truckNumber: '  ',
      paymentType: 'barter',
      fuelingStartAt: 'yesterday',
      taxRelevant: 'yes',
    });
    const response = await as('mistral', 'POST', 'api/fuel-certificate', body);
    expect((await json<Refusal>(response)).errors).toEqual({
      certificateNumber: ['validator.length_max|{"max":40}'],
      grossLitres: ['validator.quantity_between|{"min":1,"max":400000}'],
      density15: ['validator.quantity_between|{"min":775,"max":840}'],
      temperatureC: ['validator.number'],
      truckNumber: ['validator.required'],
      paymentType: ['validator.choice'],
      fuelingStartAt: ['validator.correct_times'],
      taxRelevant: ['validator.required'],
    });
  });

  it('refuses an end of fuelling before its start and a number already used', async () => {
    await as('mistral', 'POST', 'api/fuel-certificate', newCertificate());
    const body = newCertificate({
      fuelingEndAt: '2026-05-24T09:00:00.000Z',
      certificateNumber: 'mfu-fc-new-1',
    });
    const response = await as('mistral', 'POST', 'api/fuel-certificate', body);
    expect((await json<Refusal>(response)).errors).toEqual({
      certificateNumber: ['validator.already_used'],
      fuelingEndAt: ['validator.correct_times'],
    });
  });
});

describe('changing a certificate (PATCH api/fuel-certificate/{id})', () => {
  it('checks the net again against the changed measures', async () => {
    const created = await json<FuelCertificate>(
      await as('mistral', 'POST', 'api/fuel-certificate', newCertificate()),
    );
    const warmer = await as('mistral', 'PATCH', `api/fuel-certificate/${created.id}`, {
      temperatureC: 30,
    });
    expect(warmer.status).toBe(400);
    const computed = netVolumeAt15({ grossLitres: 10000, density15: 800, temperatureC: 30 });
    expect((await json<Refusal>(warmer)).errors).toEqual({
      netLitres15: [
        `validator.net_volume_mismatch|{"computed":${computed.netLitres},"factor":${computed.factor}}`,
      ],
    });
    const both = { temperatureC: 30, netLitres15: computed.netLitres, quoteLineId: 1 };
    const changed = await as('mistral', 'PATCH', `api/fuel-certificate/${created.id}`, both);
    expect(await json<FuelCertificate>(changed)).toMatchObject({
      temperatureC: 30,
      volumeCorrectionFactor: computed.factor,
      quoteLineId: created.quoteLineId,
    });
  });
});
