import { useMemo, useState } from 'react';
import { useQuotesInRangeQuery } from '@/entities/quote';
import type { Granularity, Period } from '../model/orderAnalysis';
import { FORECAST_SPAN, periodsAround, rangeOf } from '../model/orderAnalysis';

/**
 * The orders of the forecast's months (six back, three ahead: the weeks fit inside), read once
 * for the status chart and the forecast (one request, cached by its range). `now` is taken once
 * per visit, as the home's lists do.
 */
export function useOrdersAround() {
  const [now] = useState(() => Date.now());
  const range = useMemo(() => {
    const { before, after } = FORECAST_SPAN.month;
    return rangeOf(periodsAround(now, 'month', before, after));
  }, [now]);
  const query = useQuotesInRangeQuery(range, { refetchOnMountOrArgChange: true });
  return { now, range, query };
}

/** A period as a chart's axis names it: "Nov 26" by month, "23 Nov" (its Monday) by week. */
export function periodLabel(period: Period, granularity: Granularity, locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    granularity === 'month'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(period.startMs);
}
