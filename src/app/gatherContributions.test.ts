import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import type { HomeCard, PaletteSource } from '@/lib/contributions/contributions';
import { gatherContributions } from './gatherContributions';

const component = lazy(() => Promise.resolve({ default: () => null }));
const card = (id: string, order: number): HomeCard => ({
  id,
  order,
  side: 'buyer',
  permissions: [],
  section: 'work',
  component,
});
const source = (id: string, order: number): PaletteSource => ({
  id,
  order,
  labelKey: `${id}:palette.group`,
  permissions: [],
  search: () => Promise.resolve({ default: () => Promise.resolve([]) }),
});

describe('gatherContributions', () => {
  it("puts every feature's items of a kind in one list, by order across features", () => {
    const gathered = gatherContributions({
      '../features/trips/contributes.ts': {
        homeCards: [card('trips.a', 20)],
        paletteSources: [source('trips', 10)],
      },
      '../features/orders/contributes.ts': {
        homeCards: [card('orders.b', 30), card('orders.a', 10)],
        paletteSources: [source('orders', 20)],
        notificationKinds: [
          { kind: 'quote_sent', sentenceKey: 'orders:x', to: () => '/', permissions: [] },
        ],
      },
      '../features/legal/contributes.ts': {},
    });
    expect(gathered.homeCards.map((c) => c.id)).toEqual(['orders.a', 'trips.a', 'orders.b']);
    expect(gathered.shellItems).toEqual([]);
    expect(gathered.notificationKinds.map((k) => k.kind)).toEqual(['quote_sent']);
    // The palette's groups by order, not by file name (orders/ comes before trips/).
    expect(gathered.paletteSources.map((s) => s.id)).toEqual(['trips', 'orders']);
  });

  it('fails at start on one id in two files, naming both', () => {
    expect(() =>
      gatherContributions({
        '../features/a/contributes.ts': { homeCards: [card('x', 1)] },
        '../features/b/contributes.ts': { homeCards: [card('x', 2)] },
      }),
    ).toThrow(
      'homeCards:x is declared in ../features/a/contributes.ts and in ../features/b/contributes.ts',
    );
  });

  it('fails at start on a file without its default export', () => {
    expect(() => gatherContributions({ '../features/a/contributes.ts': undefined })).toThrow(
      '../features/a/contributes.ts must default-export its defineContributions({...})',
    );
  });
});
