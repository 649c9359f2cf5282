import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** The app's source files (features, entities, lib), tests and the demo API left aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The tag types a file declares: the names given to `withTagTypes([...])` whose value is
 * written in the file as a string (`const TAG = 'Quote'`, or the literal itself); a name
 * imported from the tag's owner, or an alias of it, declares nothing.
 */
function declaredTags(code: string): string[] {
  // Doc comments show examples (tags.ts): they declare nothing.
  const source = code.replace(/\/\*[\s\S]*?\*\//g, '');
  const strings = new Map(
    [...source.matchAll(/\bconst (\w+) = '([A-Za-z]+)'(?: as const)?;/g)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
  // A tag written where it is used (`{ type: 'Organization', … }`, `providesItem('Organization')`).
  const inline = [
    ...source.matchAll(
      /\btype: '([A-Z][A-Za-z]+)'|(?:provides|invalidates)(?:List|Item)\('([A-Z][A-Za-z]+)'\)/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? '');
  return [
    ...inline,
    ...[...source.matchAll(/withTagTypes\(\[([^\]]*)\]/g)].flatMap((call) =>
      (call[1] ?? '')
        .split(',')
        .map((item) => item.trim())
        .flatMap((item) => {
          const literal = /^'([A-Za-z]+)'$/.exec(item)?.[1];
          if (literal) return [literal];
          const value = strings.get(item);
          return value ? [value] : [];
        }),
    ),
  ];
}

describe('cache tags', () => {
  it('reads the tags a file declares', () => {
    const source = [
      "export const QUOTE_TAG = 'Quote';",
      'const TAG = PRICE_LIST_TAG;',
      "withTagTypes([QUOTE_TAG, TAG, 'Gendec', ...TRIP_TAG_TYPES])",
      "providesTags: [{ type: 'Organization', id: 'LIST' }],",
      "invalidatesTags: invalidatesList('Slot'),",
    ].join('\n');
    expect(declaredTags(source)).toEqual(['Organization', 'Slot', 'Quote', 'Gendec']);
  });

  // Two files writing 'PriceList' each: one renamed, the other's invalidations silently miss it.
  it('are each declared once, by the entity or feature that owns them; others import it', () => {
    const owners = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) {
      for (const tag of new Set(declaredTags(readFileSync(file, 'utf8')))) {
        owners.set(tag, [...(owners.get(tag) ?? []), path.relative(SRC, file)]);
      }
    }
    const twice = [...owners].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
    expect(owners.size).toBeGreaterThan(20);
  });
});
