import { renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store/makeStore';
import { useEnumOptions } from './useEnumOptions';

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={makeStore(null)}>{children}</Provider>;
}

describe('useEnumOptions: api/enum/{EnumName} labels translated', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('lists the values with English labels', async () => {
    const { result } = renderHook(() => useEnumOptions('MovementType'), { wrapper });
    // The values arrive with the API's answer, their labels with the enums' texts: wait for both.
    await waitFor(() =>
      expect(result.current.options).toEqual([
        { value: 'arrival', label: 'Arrival' },
        { value: 'departure', label: 'Departure' },
      ]),
    );
  });

  it('follows the language', async () => {
    await i18next.changeLanguage('fr');
    const { result } = renderHook(() => useEnumOptions('FlightMission'), { wrapper });
    await waitFor(() => expect(result.current.options.length).toBeGreaterThan(0));
    expect(result.current.options).toContainEqual({
      value: 'medevac',
      label: 'Évacuation sanitaire',
    });
  });

  it('keeps the value of an organization typology (an id) with its translated label', async () => {
    const { result } = renderHook(() => useEnumOptions('OrganizationTypology'), { wrapper });
    await waitFor(() => expect(result.current.options).toHaveLength(10));
    expect(result.current.options).toContainEqual({ value: 3, label: 'Fixed base operator (FBO)' });
  });
});
