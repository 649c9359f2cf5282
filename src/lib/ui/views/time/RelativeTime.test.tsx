import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/lib/store/makeStore';
import { RelativeTime } from './RelativeTime';

const shown = (value: string) =>
  render(
    <Provider store={makeStore(null)}>
      <RelativeTime value={value} />
    </Provider>,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('RelativeTime', () => {
  it('says how long ago, above the instant', () => {
    const value = new Date(Date.now() - 3 * 3600_000).toISOString();
    const { container } = shown(value);
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveAttribute('dateTime', value);
  });

  it('stays true on an open page, and reads an instant ahead of the clock as now', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T10:00:00Z') });
    shown('2026-11-28T10:00:30Z');
    expect(screen.getByText('now')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(screen.getByText('1 minute ago')).toBeInTheDocument();
  });
});
