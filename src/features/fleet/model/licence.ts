/**
 * Licence validity of a crew member. Dates are calendar dates (`YYYY-MM-DD`), compared as
 * strings: a licence that expires today is still valid today, and expired from tomorrow.
 */
export type LicenceState = 'expired' | 'expiring' | 'valid';

/** A licence expiring within this many days is flagged as expiring soon. */
export const LICENCE_EXPIRY_WARNING_DAYS = 30;

/** Today's local calendar date, `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function licenceState(expiryDate: string, today: string): LicenceState {
  if (expiryDate < today) return 'expired';
  if (expiryDate <= addDays(today, LICENCE_EXPIRY_WARNING_DAYS)) return 'expiring';
  return 'valid';
}
