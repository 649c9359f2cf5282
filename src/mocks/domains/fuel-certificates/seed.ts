import { netVolumeAt15 } from '../../../lib/measurement/volumeCorrection';
import type { Db } from '../../db';
import type { QuoteRecord } from '../orders';
import { FIRST_GENERATED_TRIP_ID, eventsOf, type TripRecord } from '../trips';
import type { FuelCertificateRecord } from './records';

/** Measures a day's deliveries vary by, cycled (deterministic: no randomness in a seed). */
const DENSITIES = [798.4, 802.1, 806.7, 811.3, 795.9, 804.5];
const TEMPERATURES = [12.4, 18.9, 24.6, 7.2, -3.5, 29.1, 15.8];
const TRUCKS = ['MF-TRK-04', 'MF-TRK-07', 'MF-TRK-11'];
/** Generated orders' certificates kept: the latest ones (a reset runs before every test). */
const GENERATED_KEPT = 30;
const MINUTE = 60_000;

interface Delivery {
  quote: QuoteRecord;
  lineId: number;
  litres: number;
  at: string;
}

function deliveries(quotes: readonly QuoteRecord[], trips: readonly TripRecord[]): Delivery[] {
  const eventTimes = new Map<number, string>();
  for (const step of trips.flatMap((trip) => trip.steps)) {
    for (const event of eventsOf(step)) eventTimes.set(event.id, event.scheduledAt);
  }
  return quotes.flatMap((quote) =>
    quote.state === 'delivered' && !quote.cancelled
      ? quote.lines
          .filter((line) => line.typology === 'fuel' && line.status === 'delivered')
          .map((line) => ({
            quote,
            lineId: line.id,
            litres: Math.round(line.quantity),
            at: eventTimes.get(quote.eventId) ?? quote.updatedAt,
          }))
      : [],
  );
}

/**
 * A certificate for the delivered fuel lines of the named trips' orders and of the latest
 * generated ones: the gross is the quantity ordered, the net the Table 54B one.
 */
export function seedFuelCertificates(seeded: Readonly<Partial<Db>>): FuelCertificateRecord[] {
  const all = deliveries(seeded.quotes ?? [], seeded.trips ?? []);
  const named = all.filter((d) => d.quote.tripId < FIRST_GENERATED_TRIP_ID);
  const generated = all
    .filter((d) => d.quote.tripId >= FIRST_GENERATED_TRIP_ID)
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, GENERATED_KEPT);
  return [...named, ...generated].map((delivery, index) => {
    const density15 = DENSITIES[index % DENSITIES.length] ?? 800;
    const temperatureC = TEMPERATURES[index % TEMPERATURES.length] ?? 15;
    const { netLitres } = netVolumeAt15({ grossLitres: delivery.litres, density15, temperatureC });
    const start = Date.parse(delivery.at) - 50 * MINUTE;
    const prefix = delivery.quote.reference.split('-')[0] ?? 'FC';
    return {
      id: index + 1,
      sellerId: delivery.quote.organization.id,
      quoteId: delivery.quote.id,
      quoteLineId: delivery.lineId,
      certificateNumber: `${prefix}-FC-${String(index + 1).padStart(5, '0')}`,
      grossLitres: delivery.litres,
      density15,
      temperatureC,
      netLitres15: netLitres,
      fuelingStartAt: new Date(start).toISOString(),
      fuelingEndAt: new Date(
        start + (15 + Math.ceil(delivery.litres / 400)) * MINUTE,
      ).toISOString(),
      truckNumber: TRUCKS[index % TRUCKS.length] ?? 'MF-TRK-01',
      taxRelevant: index % 3 === 0,
      paymentType: delivery.quote.paymentIntent ? 'order' : 'credit',
      provider: `${delivery.quote.organization.name} into-plane`,
      createdAt: delivery.at,
      updatedAt: delivery.at,
    };
  });
}
