/**
 * The page size picked from the device score (DECISIONS.md "Page size from the device score",
 * spec section 9): weak or slow devices get short pages, strong ones long pages.
 */
export interface DeviceInput {
  innerHeight?: number;
  /** navigator.connection.downlink, Mbit/s. */
  downlink?: number;
  /** navigator.connection.rtt, ms. */
  rtt?: number;
  /** navigator.deviceMemory, GiB. */
  deviceMemory?: number;
  hardwareConcurrency?: number;
}

export const PAGE_SIZE_BANDS = [2, 5, 7, 10, 12, 15, 17, 20, 22, 25] as const;
export type DevicePageSize = (typeof PAGE_SIZE_BANDS)[number];
/** When the browser hides any input (Firefox and Safari hide connection and memory). */
export const DEVICE_PAGE_SIZE_FALLBACK: DevicePageSize = 12;

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const known = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The 0..100 score; null when an input is missing. */
export function deviceScore(input: DeviceInput): number | null {
  const { innerHeight, downlink, rtt, deviceMemory, hardwareConcurrency } = input;
  if (
    !known(innerHeight) ||
    !known(downlink) ||
    !known(rtt) ||
    !known(deviceMemory) ||
    !known(hardwareConcurrency)
  ) {
    return null;
  }
  const height = clamp(innerHeight / 12);
  const bandwidth = clamp(10 * downlink);
  const latency = clamp(100 - rtt / 10);
  const memory = clamp(12.5 * deviceMemory);
  const threads = clamp(12.5 * hardwareConcurrency);
  return (2 * height + 9 * bandwidth + 4 * latency + 4 * memory + threads) / 20;
}

export function pageSizeFromDevice(input: DeviceInput): DevicePageSize {
  const score = deviceScore(input);
  if (score === null) return DEVICE_PAGE_SIZE_FALLBACK;
  return PAGE_SIZE_BANDS[Math.min(9, Math.floor(score / 10))] ?? DEVICE_PAGE_SIZE_FALLBACK;
}

/** Network Information and Device Memory are not in every browser, nor in TypeScript's DOM types. */
interface NavigatorHints {
  connection?: { downlink?: number; rtt?: number };
  deviceMemory?: number;
  hardwareConcurrency?: number;
}

/** What this browser tells; fields it hides stay undefined. Safe outside a browser. */
export function readDeviceInput(): DeviceInput {
  const win: { innerHeight?: number } | undefined =
    typeof window === 'undefined' ? undefined : window;
  const nav: NavigatorHints | undefined =
    typeof navigator === 'undefined' ? undefined : (navigator as NavigatorHints);
  return {
    innerHeight: win?.innerHeight,
    downlink: nav?.connection?.downlink,
    rtt: nav?.connection?.rtt,
    deviceMemory: nav?.deviceMemory,
    hardwareConcurrency: nav?.hardwareConcurrency,
  };
}

/** The page size for this device, now. */
export function devicePageSize(): DevicePageSize {
  return pageSizeFromDevice(readDeviceInput());
}
