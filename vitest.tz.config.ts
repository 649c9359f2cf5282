/**
 * The time tests again with the process in several time zones (`npm run test:tz`, run by CI):
 * airport times must not depend on the zone of the browser or server that reads them, and a
 * test that passes only in the CI machine's UTC hides that. One project per zone, node only.
 */
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** A zone east and west of Greenwich, a half-hour one, one whose summer is in January. */
const TIME_ZONES = ['Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'];

/** The node test files about dates and times (new ones go here). */
const TIME_TESTS = [
  'src/lib/format/zonedTime.test.ts',
  'src/lib/format/dates.test.ts',
  'src/lib/format/formatters.test.ts',
  'src/lib/format/relativeTime.test.ts',
  'src/features/trips/model/flightStep.test.ts',
  'src/features/trips/edit/stepForms.test.ts',
  'src/features/shop/model/hangarPeriod.test.ts',
  'src/mocks/domains/trips/time.test.ts',
  'src/mocks/domains/shop/availability.test.ts',
];

export default defineConfig((env) => {
  const base = viteConfig(env);
  return {
    ...base,
    test: {
      ...base.test,
      projects: TIME_ZONES.map((zone) => ({
        extends: true,
        test: {
          name: `TZ=${zone}`,
          environment: 'node',
          include: TIME_TESTS,
          env: { TZ: zone },
          setupFiles: ['scripts/tzCheck.ts'],
        },
      })),
    },
  };
});
