import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serviceTabsOf, slugsFit } from './service.types';
import type { ServiceTypology } from './slugs';

describe('a service URL’s slugs', () => {
  it.each<[ServiceTypology, string | undefined, string | undefined, boolean]>([
    ['service', 'service', 'information', true],
    ['service', 'service', undefined, true],
    ['hangar', 'hangar', 'capacity', true],
    ['package', 'package', 'packages', true],
    ['service', 'service', 'capacity', false],
    ['fuel', 'fuel', 'packages', false],
    ['service', 'fuel', 'information', false],
    ['service', 'boat', 'information', false],
    ['service', undefined, undefined, false],
    ['service', 'service', 'nonsense', false],
  ])('%s at /%s/%s fits: %s', (typology, slug, tab, fits) => {
    expect(slugsFit(typology, { typology: slug, tab })).toBe(fits);
  });

  it('gives each typology its tabs in order', () => {
    expect(serviceTabsOf('parking')).toEqual([
      'information',
      'pricing',
      'availability',
      'capacity',
      'airports',
    ]);
    expect(serviceTabsOf('mandatory_package')).toContain('packages');
  });

  it('keeps the slugs startup-safe: the two lists, importing types only (the route table reads them)', () => {
    const source = readFileSync(new URL('./slugs.ts', import.meta.url), 'utf8');
    const imports = source.match(/^import .*$/gm) ?? [];
    expect(imports.every((line) => line.startsWith('import type '))).toBe(true);
    // Whatever else it exported would ride along into the startup chunk.
    const values = source.match(/^export (const|function) \w+/gm) ?? [];
    expect(values).toEqual([
      'export const SERVICE_TYPOLOGIES',
      'export const NO_MISSING_TYPOLOGY',
      'export const SERVICE_TABS',
    ]);
  });
});
