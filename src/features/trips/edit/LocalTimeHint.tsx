import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Formatters } from '@/lib/format/formatters';
import { useFormatters } from '@/lib/format/useFormatters';
import { utcOffsetLabel, zonedToUtc } from '@/lib/format/zonedTime';

/**
 * Under a local time field: the airport's zone and, once the time is complete, its UTC
 * equivalent ("Time zone: Europe/Paris (UTC+1) · 04/12/2026 08:30 UTC").
 */
export function localTimeHint(
  value: unknown,
  timeZone: string | undefined,
  format: Pick<Formatters, 'dateTime'>,
  t: (key: string, options: Record<string, string>) => string,
): string | undefined {
  if (!timeZone) return undefined;
  const utc = typeof value === 'string' ? zonedToUtc(value, timeZone) : null;
  const offset = utc ? ` (${utcOffsetLabel(utc, timeZone)})` : '';
  const zone = t('edit.timezone', { zone: `${timeZone}${offset}` });
  if (!utc) return zone;
  return `${zone} · ${format.dateTime(utc, 'UTC')}`;
}

/** The hint of a time field of the form, watching its value. */
export function useLocalTimeHint(name: string, timeZone: string | undefined): string | undefined {
  const { t } = useTranslation('trips');
  const format = useFormatters();
  const value: unknown = useWatch({ name });
  return localTimeHint(value, timeZone, format, (key, options) => t(key, options));
}
