import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_SIZE_BANDS,
  deviceScore,
  devicePageSize,
  pageSizeFromDevice,
  readDeviceInput,
  type DeviceInput,
} from './pageSize';

/** Inputs whose five sub-scores all equal `s`, so the score is exactly `s`. */
const uniform = (s: number): Required<DeviceInput> => ({
  innerHeight: 12 * s,
  downlink: s / 10,
  rtt: (100 - s) * 10,
  deviceMemory: s / 12.5,
  hardwareConcurrency: s / 12.5,
});

const DESKTOP: Required<DeviceInput> = {
  innerHeight: 900,
  downlink: 10,
  rtt: 50,
  deviceMemory: 8,
  hardwareConcurrency: 8,
};

describe('pageSizeFromDevice', () => {
  it.each([
    [0, 2],
    [9.999, 2],
    [10, 5],
    [19.99, 5],
    [20, 7],
    [30, 10],
    [40, 12],
    [50, 15],
    [60, 17],
    [70, 20],
    [80, 22],
    [89.99, 22],
    [90, 25],
    [100, 25],
  ])('score %d -> %d', (score, size) => {
    expect(deviceScore(uniform(score))).toBeCloseTo(score, 6);
    expect(pageSizeFromDevice(uniform(score))).toBe(size);
  });

  it.each([
    // height 75, bandwidth 100, latency 95, memory 100, threads 100 -> 96.5
    ['desktop on fibre', DESKTOP, 96.5, 25],
    // 53.3, 4, 0 (rtt 2 s), 25, 50 -> 14.6
    [
      'phone on slow 3G',
      { innerHeight: 640, downlink: 0.4, rtt: 2000, deviceMemory: 2, hardwareConcurrency: 4 },
      14.633333,
      5,
    ],
    // 66.7, 25, 70, 50, 50 -> 44.4
    [
      'laptop on 4G',
      { innerHeight: 800, downlink: 2.5, rtt: 300, deviceMemory: 4, hardwareConcurrency: 4 },
      44.416667,
      12,
    ],
    // every sub-score above 100 is capped
    [
      'huge screen, 64 cores',
      { innerHeight: 5000, downlink: 1000, rtt: 0, deviceMemory: 512, hardwareConcurrency: 64 },
      100,
      25,
    ],
  ])('%s', (_label, input, score, size) => {
    expect(deviceScore(input)).toBeCloseTo(score, 5);
    expect(pageSizeFromDevice(input)).toBe(size);
  });

  it.each(Object.keys(DESKTOP) as (keyof DeviceInput)[])(
    'is 12 when %s is hidden or not a number',
    (key) => {
      expect(pageSizeFromDevice({ ...DESKTOP, [key]: undefined })).toBe(12);
      expect(pageSizeFromDevice({ ...DESKTOP, [key]: Number.NaN })).toBe(12);
      expect(deviceScore({ ...DESKTOP, [key]: undefined })).toBeNull();
    },
  );

  it('is 12 with no input at all', () => {
    expect(pageSizeFromDevice({})).toBe(12);
  });

  const anyNumber = fc.option(fc.double(), { nil: undefined });
  const anyInput = fc.record({
    innerHeight: anyNumber,
    downlink: anyNumber,
    rtt: anyNumber,
    deviceMemory: anyNumber,
    hardwareConcurrency: anyNumber,
  });

  it('always answers one of the bands, whatever the browser reports', () => {
    fc.assert(
      fc.property(anyInput, (input) =>
        (PAGE_SIZE_BANDS as readonly number[]).includes(pageSizeFromDevice(input)),
      ),
    );
  });

  it('never shortens the page when the connection gets faster', () => {
    const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true });
    fc.assert(
      fc.property(
        fc.record({
          innerHeight: finite(0, 3000),
          downlink: finite(0, 20),
          rtt: finite(0, 3000),
          deviceMemory: finite(0, 16),
          hardwareConcurrency: finite(1, 32),
        }),
        finite(0, 20),
        (input, faster) =>
          pageSizeFromDevice({ ...input, downlink: input.downlink + faster }) >=
          pageSizeFromDevice(input),
      ),
    );
  });
});

describe('readDeviceInput', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the window and the navigator hints', () => {
    vi.stubGlobal('window', { innerHeight: 900 });
    vi.stubGlobal('navigator', {
      connection: { downlink: 10, rtt: 50 },
      deviceMemory: 8,
      hardwareConcurrency: 8,
    });
    expect(readDeviceInput()).toEqual(DESKTOP);
    expect(devicePageSize()).toBe(25);
  });

  it('leaves out what the browser hides (no navigator.connection, no deviceMemory)', () => {
    vi.stubGlobal('window', { innerHeight: 900 });
    vi.stubGlobal('navigator', { hardwareConcurrency: 4 });
    expect(readDeviceInput()).toEqual({
      innerHeight: 900,
      downlink: undefined,
      rtt: undefined,
      deviceMemory: undefined,
      hardwareConcurrency: 4,
    });
    expect(devicePageSize()).toBe(12);
  });

  it('works without window or navigator', () => {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('navigator', undefined);
    expect(devicePageSize()).toBe(12);
  });
});
