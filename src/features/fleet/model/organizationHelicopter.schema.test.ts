import { describe, expect, it } from 'vitest';
import { EMPTY_HELICOPTER, helicopterSchema } from './organizationHelicopter.schema';

const VALID = {
  ...EMPTY_HELICOPTER,
  description: '',
  manufacturer: ' Airbus Helicopters ',
  modelType: 'H160',
  registration: '3a-mce',
  callSign: ' ',
  aoc: 'mc.aoc.0003',
  calendarUrl: 'https://calendar.azurheli.mc/3A-MCE.ics',
};

function errorsOf(values: unknown): Record<string, string | undefined> {
  const result = helicopterSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('helicopter schema', () => {
  it('trims, upper-cases and blanks to null', () => {
    expect(helicopterSchema.parse(VALID)).toEqual({
      manufacturer: 'Airbus Helicopters',
      modelType: 'H160',
      registration: '3A-MCE',
      callSign: null,
      aoc: 'MC.AOC.0003',
      description: null,
      status: 'active',
      cockpitConfiguration: 'single_pilot',
      calendarUrl: 'https://calendar.azurheli.mc/3A-MCE.ics',
    });
    expect(helicopterSchema.parse({ ...VALID, calendarUrl: '  ' }).calendarUrl).toBeNull();
  });

  it.each([
    ['manufacturer', { manufacturer: ' ' }, 'validator.required'],
    ['modelType', { modelType: '' }, 'validator.required'],
    ['registration', { registration: 'MCE' }, 'validator.registration'],
    ['calendarUrl', { calendarUrl: 'http://calendar.azurheli.mc/a.ics' }, 'validator.https_url'],
    ['calendarUrl', { calendarUrl: 'not a url' }, 'validator.https_url'],
    ['status', { status: 'flying' }, 'validator.choice'],
  ])('refuses a wrong %s', (field, change, message) => {
    expect(errorsOf({ ...VALID, ...change })[field]).toBe(message);
  });
});
