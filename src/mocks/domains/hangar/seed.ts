import { isoDateIn } from '../../db';
import { PRODUCT } from '../shop';
import type { HangarCustomEventRecord } from './records';

/** Riviera Jet Centre (organization 2, the demo seller) and Léman Hangars (7). */
const RIVIERA = 2;
const LEMAN = 7;

/**
 * The demo sellers' custom events, on slices and nights the seeded bookings leave free (those
 * of trip 1's stay stay as they were): a hangar door's maintenance, a based aircraft all month,
 * an owner's private use.
 */
export function seedCustomEvents(): HangarCustomEventRecord[] {
  const stamp = `${isoDateIn(-10)}T08:00:00.000Z`;
  const event = (
    id: number,
    sellerId: number,
    variantId: number,
    name: string,
    reason: string | null,
    slices: number[],
    [start, end]: [number, number],
  ): HangarCustomEventRecord => ({
    id,
    createdAt: stamp,
    updatedAt: stamp,
    sellerId,
    variantId,
    name,
    reason,
    slices,
    startDate: isoDateIn(start),
    endDate: isoDateIn(end),
  });
  return [
    event(1, RIVIERA, PRODUCT.rivieraHangar, 'Door maintenance', 'Maintenance', [17, 18], [8, 10]),
    event(2, RIVIERA, PRODUCT.rivieraHangar, 'Based Falcon 2000', 'Based aircraft', [18], [12, 40]),
    event(
      3,
      RIVIERA,
      PRODUCT.rivieraParking,
      'Owner’s private use',
      'Private use',
      [39, 40],
      [20, 26],
    ),
    event(4, LEMAN, PRODUCT.lemanHangar, 'Heating overhaul', 'Maintenance', [12], [10, 13]),
  ];
}
