import { describe, expect, it } from 'vitest';
import type { StatusTone } from '@/lib/ui';
import { tripTone } from './tone';
import type { TripStatus } from './trips.types';

describe('tripTone', () => {
  it.each<[TripStatus, StatusTone]>([
    ['planned', 'info'],
    ['in_progress', 'success'],
    ['completed', 'neutral'],
    ['cancelled', 'muted'],
  ])('paints a %s trip %s', (status, tone) => {
    expect(tripTone(status)).toBe(tone);
  });
});
