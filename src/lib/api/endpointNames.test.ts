import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** Every `*.api.ts` of the app (features, entities and lib), the demo API left aside. */
function apiFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' ? [] : apiFiles(full);
    return entry.name.endsWith('.api.ts') ? [full] : [];
  });
}

/** `name: build.query<...>(` / `build.mutation` / `build.infiniteQuery` definitions of a file. */
function endpointNames(source: string): string[] {
  return [
    ...source.matchAll(
      /^\s*(\w+): (?:build\.(?:query|mutation|infiniteQuery)|\w*[cC]rud\.\w+)\b/gm,
    ),
  ].map((match) => match[1] ?? '');
}

describe('endpoint names', () => {
  it('reads the definitions of a slice', () => {
    const source = [
      'endpoints: (build) => ({',
      '  listTrips: build.query<Page<Trip>, Args>({',
      '  deleteTrip: build.mutation<void, number>({',
      '  // searchAirports: build.query<...> in a comment is not at a line start',
    ].join('\n');
    expect(endpointNames(source)).toEqual(['listTrips', 'deleteTrip']);
  });

  // RTK Query injects endpoints by name into the one API: a second `searchAirports` is ignored
  // and its hooks call the first one's URL, whichever feature loaded first.
  it('are unique across the app', () => {
    const owners = new Map<string, string[]>();
    for (const file of apiFiles(SRC)) {
      for (const name of endpointNames(readFileSync(file, 'utf8'))) {
        owners.set(name, [...(owners.get(name) ?? []), path.relative(SRC, file)]);
      }
    }
    expect(owners.size).toBeGreaterThan(50);
    const twice = [...owners].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
  });
});
