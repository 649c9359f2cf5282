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

describe('makeFormatters', () => {
  it.each([
    [
      { language: 'en', currency: 'EUR', currencyDisplay: 'symbol', measurement: 'metric' },
      '€12.50',
      '$3.00',
      '100 L',
      '€1.50/L',
      '03/05/2026, 18:30',
      '€',
    ],
    [
      { language: 'en', currency: 'USD', currencyDisplay: 'name', measurement: 'imperial' },
      '12.50 US dollars',
      '3.00 US dollars',
      '26.42 gal',
      '5.6781 US dollars/gal',
      '03/05/2026, 18:30',
      'Euro',
    ],
    [
      { language: 'fr', currency: 'EUR', currencyDisplay: 'symbol', measurement: 'imperial' },
      '12,50 €',
      '3,00 $US',
      '26,42 gal',
      '5,6781 €/gal',
      '05/03/2026 18:30',
      '€',
    ],
  ] as const)('%j', (preferences, money, usd, litres, price, dateTime, euroLabel) => {
    const format = makeFormatters(preferences);
    expect(plain(format.money(12.5))).toBe(money);
    expect(plain(format.money(3, 'USD'))).toBe(usd);
    expect(plain(format.unit(100, 'l'))).toBe(litres);
    expect(plain(format.unit(1.5, 'price_per_l'))).toBe(price);
    expect(format.dateTime(DAY)).toBe(dateTime);
    expect(format.measurement).toBe(preferences.measurement);
    expect(format.currencyLabel('EUR')).toBe(euroLabel);
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
    expect(render(store)).toBe('€1.00|1 kg|03/05/2026|18:30');
    store.dispatch(languageChanged('fr'));
    store.dispatch(measurementChanged('imperial'));
    store.dispatch(currencyDisplayChanged('name'));
    expect(render(store)).toBe('1,00 euro|2,2 lb|05/03/2026|18:30');
  });
});
