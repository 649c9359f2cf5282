/**
 * The digits to type into a DateTimeField, from its first section (the day, 'Day'), for a time
 * written in the spec's order: "2026-03-15T14:30" or "202603151430" -> "150320261430", since
 * the field shows DD/MM/YYYY HH:mm.
 */
export const FIRST_DATE_TIME_SECTION = 'Day';

export function dateTimeDigits(specOrder: string): string {
  const digits = specOrder.replace(/\D/g, '');
  return `${digits.slice(6, 8)}${digits.slice(4, 6)}${digits.slice(0, 4)}${digits.slice(8)}`;
}
