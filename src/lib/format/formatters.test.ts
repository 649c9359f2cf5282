import { configureStore } from '@reduxjs/toolkit';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import {
  currencyDisplayChanged,
  languageChanged,
  measurementChanged,
  preferencesSlice,
} from '@/lib/preferences/preferencesSlice';
import { makeFormatters } from './formatters';
import { useFormatters } from './useFormatters';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const DAY = new Date(2026, 2, 5, 18, 30);
/** The runtime's zone at DAY, from Date's own offset (not Intl, which the formatter uses). */
function browserZone(): string {
  const offset = -DAY.getTimezoneOffset();
  if (offset === 0) return 'UTC';
  const minutes = Math.abs(offset) % 60;
  return `UTC${offset > 0 ? '+' : '-'}${Math.floor(Math.abs(offset) / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

describe('makeFormatters', () => {
  it.each([
    [
      { language: 'en', currency: 'EUR', currencyDisplay: 'symbol', measurement: 'metric' },
      '€12.50',
      '$3.00',
      '100 L',
      '€1.50/L',
      '05/03/2026, 18:30',
      '€',
    ],
    [
      { language: 'en', currency: 'USD', currencyDisplay: 'name', measurement: 'imperial' },
      '12.50 US dollars',
      '3.00 US dollars',
      '26.42 USG',
      '5.6781 US dollars/USG',
      '05/03/2026, 18:30',
      'Euro',
    ],
    [
      { language: 'fr', currency: 'EUR', currencyDisplay: 'symbol', measurement: 'imperial' },
      '12,50 €',
      '3,00 $US',
      '26,42 USG',
      '5,6781 €/USG',
      '05/03/2026 18:30',
      '€',
    ],
  ] as const)('%j', (preferences, money, usd, litres, price, dateTime, euroLabel) => {
    const format = makeFormatters(preferences);
    expect(plain(format.money(12.5))).toBe(money);
    expect(plain(format.money(3, 'USD'))).toBe(usd);
    expect(plain(format.unit(100, 'l'))).toBe(litres);
    expect(plain(format.unit(1.5, 'price_per_l'))).toBe(price);
    expect(format.dateTime(DAY)).toBe(`${dateTime} ${browserZone()}`);
    expect(format.measurement).toBe(preferences.measurement);
    expect(format.currencyLabel('EUR')).toBe(euroLabel);
  });
});

describe('times name their zone', () => {
  const en = makeFormatters({
    language: 'en',
    currency: 'EUR',
    currencyDisplay: 'symbol',
    measurement: 'metric',
  });
  it.each([
    ['2026-12-04T08:30:00.000Z', 'UTC', '04/12/2026, 08:30 UTC', '08:30 UTC'],
    ['2026-12-04T08:30:00.000Z', 'Europe/Paris', '04/12/2026, 09:30 UTC+1', '09:30 UTC+1'],
    ['2026-07-04T08:30:00.000Z', 'Europe/Paris', '04/07/2026, 10:30 UTC+2', '10:30 UTC+2'],
    ['2026-07-04T08:30:00.000Z', 'America/New_York', '04/07/2026, 04:30 UTC-4', '04:30 UTC-4'],
    ['2026-12-04T22:45:00.000Z', 'Asia/Kolkata', '05/12/2026, 04:15 UTC+5:30', '04:15 UTC+5:30'],
    ['2026-12-04T08:30:00.000Z', 'Australia/Sydney', '04/12/2026, 19:30 UTC+11', '19:30 UTC+11'],
  ])('%s at %s: %s', (iso, zone, dateTime, time) => {
    expect(en.dateTime(iso, zone)).toBe(dateTime);
    expect(en.time(iso, zone)).toBe(time);
  });

  it("names the browser's zone when no zone is given, and nothing for no time", () => {
    expect(en.dateTime(DAY)).toBe(`05/03/2026, 18:30 ${browserZone()}`);
    expect(en.time(DAY)).toBe(`18:30 ${browserZone()}`);
    expect(en.dateTime(null)).toBe('');
    expect(en.dateTime('not a date')).toBe('');
  });
});

describe('useFormatters', () => {
  function render(store: ReturnType<typeof makeTestStore>) {
    function Probe() {
      const format = useFormatters();
      return `${format.money(1)}|${format.unit(1, 'kg')}|${format.date(DAY)}|${format.time(DAY)}`;
    }
    return plain(
      renderToString(createElement(Provider, { store, children: createElement(Probe) })),
    );
  }
  const makeTestStore = () =>
    configureStore({ reducer: { [preferencesSlice.reducerPath]: preferencesSlice.reducer } });

  it('follows the preferences in the store', () => {
    const store = makeTestStore();
    expect(render(store)).toBe(`€1.00|1 kg|05/03/2026|18:30 ${browserZone()}`);
    store.dispatch(languageChanged('fr'));
    store.dispatch(measurementChanged('imperial'));
    store.dispatch(currencyDisplayChanged('name'));
    expect(render(store)).toBe(`1,00 euro|2,2 lb|05/03/2026|18:30 ${browserZone()}`);
  });
});
