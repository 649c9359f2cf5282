import { advanceClock, nowMs } from '@/mocks/db/clock';
import { resetDb } from '@/mocks/db';

/**
 * Moves the demo API's clock to `at` and reseeds: the seed dates its trips and quotes from the
 * demo day, so a test that reads exact dates (a leg on 11/26/2026, the week of Nov 23) pins the
 * day it was written for and passes on any real day. Call it in `beforeEach`, after the global
 * reset (tests/setup.ts), before rendering.
 */
export function pinDemoClock(at: string): void {
  advanceClock((Date.parse(at) - nowMs()) / 1000);
  resetDb();
}
