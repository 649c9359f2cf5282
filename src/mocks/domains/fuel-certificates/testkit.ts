import type { FuelCertificate } from './records';
import { db } from '../../db';
import { call, login } from '../../testing';

/** Mistral Fuels (organization 6), the fuel seller, and Henri Duval its station manager. */
export const MISTRAL = 6;
const EMAILS = {
  mistral: ['henri.duval@mistral-fuels.fr', MISTRAL],
  riviera: ['seller@demo.aero', 2],
  groundAgent: ['julien.blanc@rivierajetcentre.fr', 2],
  buyer: ['buyer@demo.aero', 1],
  euroConnect: ['lena.schmit@euroconnect.lu', 23],
} as const;
export type Who = keyof typeof EMAILS | 'stranger';

export async function as(who: Who, method: string, path: string, body?: unknown) {
  if (who === 'stranger') return call(method, path, body === undefined ? {} : { body });
  const [email, organizationId] = EMAILS[who];
  const { token } = await login(email);
  return call(method, path, { token, organizationId, ...(body !== undefined && { body }) });
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The first of Mistral's orders with a line in `status`, and that fuel line. */
export function mistralFuelLine(status: 'delivered' | 'not_planned' | 'planned') {
  for (const quote of db.quotes) {
    if (quote.organization.id !== MISTRAL || quote.cancelled) continue;
    const line = quote.lines.find((l) => l.typology === 'fuel' && l.status === status);
    if (line) return { quote, line };
  }
  throw new Error(`Mistral has no ${status} fuel line`);
}

/** A valid certificate for Mistral's first delivered line: 10,000 L of 800 kg/m³ at −25 °C. */
export function newCertificate(overrides: Record<string, unknown> = {}) {
  const { quote, line } = mistralFuelLine('delivered');
  return {
    quoteId: quote.id,
    quoteLineId: line.id,
    certificateNumber: 'MFU-FC-NEW-1',
    grossLitres: 10000,
    density15: 800,
    temperatureC: -25,
    // Table 54B: 1.0367, so 10,367 L at 15 °C.
    netLitres15: 10367,
    fuelingStartAt: '2026-05-24T09:40:00.000Z',
    fuelingEndAt: '2026-05-24T10:05:00.000Z',
    truckNumber: 'MF-TRK-09',
    taxRelevant: false,
    paymentType: 'order',
    provider: 'Mistral Fuels into-plane',
    ...overrides,
  };
}

export type { FuelCertificate };
