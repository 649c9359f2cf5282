// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  expansionCoefficient15,
  isNetVolumeWithinTolerance,
  netVolumeError,
  netVolumeAt15,
  volumeCorrectionFactor,
} from './volumeCorrection';

/**
 * Published Table 54B factors: Measurement Canada, "Volume correction factors to 15 °C for use
 * with all grades of Jet A, Jet A-1, jet kerosene, turbine fuel", density at 15 °C = 800 kg/m³
 * (table 54B), issued January 2016 (bulletin V-18; a copy at online.documentine.com,
 * "volume-correction-factors-to-15-c-for-use-with-all-grades-of-jet-a"). Each row is a whole
 * degree and its factors for +0.0, −0.1, … −0.9 °C below it, as the table prints them.
 */
const PUBLISHED_800: Record<number, string> = {
  [-39]: '1.0493 1.0494 1.0495 1.0496 1.0497 1.0498 1.0499 1.0500 1.0500 1.0501',
  [-38]: '1.0484 1.0485 1.0486 1.0487 1.0488 1.0489 1.0490 1.0491 1.0492 1.0492',
  [-30]: '1.0412 1.0413 1.0414 1.0415 1.0416 1.0417 1.0418 1.0419 1.0420 1.0420',
  [-25]: '1.0367 1.0368 1.0369 1.0370 1.0371 1.0372 1.0373 1.0373 1.0374 1.0375',
  [-21]: '1.0331 1.0332 1.0333 1.0334 1.0334 1.0335 1.0336 1.0337 1.0338 1.0339',
};

const publishedCases = Object.entries(PUBLISHED_800).flatMap(([degree, row]) =>
  row.split(' ').map((factor, tenth) => ({
    temperature: Math.round((Number(degree) - tenth / 10) * 10) / 10,
    factor: Number(factor),
  })),
);

describe('volumeCorrectionFactor (Table 54B, jet fuel)', () => {
  it.each(publishedCases)('800 kg/m³ at $temperature °C is $factor', ({ temperature, factor }) => {
    expect(volumeCorrectionFactor(800, temperature)).toBe(factor);
  });

  it('gives the −40 °C entry of the table and 1 at the reference temperature', () => {
    expect(volumeCorrectionFactor(800, -40)).toBe(1.0502);
    expect(volumeCorrectionFactor(800, 15)).toBe(1);
  });

  it('shrinks the volume of warm fuel and less so for a denser fuel', () => {
    expect(volumeCorrectionFactor(800, 30)).toBeLessThan(1);
    expect(volumeCorrectionFactor(830, 30)).toBeGreaterThan(volumeCorrectionFactor(780, 30));
  });

  it('uses the per-°C constant (594.5418), not the °F one (330.3010)', () => {
    expect(expansionCoefficient15(800)).toBeCloseTo(594.5418 / 640000, 12);
  });
});

describe('netVolumeAt15', () => {
  it('multiplies gross litres by the printed factor and returns that factor', () => {
    expect(netVolumeAt15({ grossLitres: 10000, density15: 800, temperatureC: -25 })).toEqual({
      factor: 1.0367,
      netLitres: 10367,
    });
  });

  it('refuses a density outside the jet-fuel range', () => {
    expect(() => netVolumeAt15({ grossLitres: 1000, density15: 710, temperatureC: 20 })).toThrow(
      RangeError,
    );
  });
});

describe('isNetVolumeWithinTolerance (0.5 %)', () => {
  it.each([
    [10000, 10000, true],
    [10050, 10000, true],
    [9950, 10000, true],
    [10051, 10000, false],
    [9949, 10000, false],
  ])('typed %d against computed %d: %s', (typed, computed, accepted) => {
    expect(isNetVolumeWithinTolerance(typed, computed)).toBe(accepted);
  });
});

describe('netVolumeError', () => {
  const measures = { grossLitres: 10000, density15: 800, temperatureC: -25 };

  it('names the computed net and the factor when the typed one is refused', () => {
    expect(netVolumeError(measures, 10367)).toBeNull();
    expect(netVolumeError(measures, 10420)).toBe(
      'validator.net_volume_mismatch|{"computed":10367,"factor":1.0367}',
    );
  });

  it('leaves a density outside the jet-fuel range to its own field', () => {
    expect(netVolumeError({ ...measures, density15: 700 }, 1)).toBeNull();
  });
});
