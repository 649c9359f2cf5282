import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store/makeStore';
import { AirportTime } from './AirportTime';

const shown = (value: string, timeZone: string) =>
  render(
    <Provider store={makeStore(null)}>
      <AirportTime value={value} timeZone={timeZone} />
    </Provider>,
  ).container.querySelector('time');

describe('AirportTime', () => {
  it('shows the local time, then UTC beside it', () => {
    const time = shown('2026-12-04T08:30:00Z', 'Europe/Paris');
    expect(time).toHaveAttribute('dateTime', '2026-12-04T08:30:00Z');
    expect(time?.textContent).toMatch(/09:30 UTC\+1.*· .*08:30 UTC$/);
  });

  it('shows the time once where the airport is on UTC at that instant', () => {
    const time = shown('2026-12-04T09:00:00Z', 'Europe/London');
    expect(time?.textContent).toMatch(/^[^·]*09:00 UTC$/);
    // The same airport in summer is an hour ahead: both again.
    expect(shown('2026-07-04T09:00:00Z', 'Europe/London')?.textContent).toMatch(
      /10:00 UTC\+1.*· .*09:00 UTC$/,
    );
  });
});
