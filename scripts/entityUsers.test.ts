import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf } from './importGraph';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Entity -> the features that import it, type imports and tests included (a shared shape is
 * shared code). The demo API (src/mocks) and the app are no feature: they do not count.
 */
export function entityUsers(srcDir: string): Map<string, Set<string>> {
  const users = new Map(folders(path.join(srcDir, 'entities')).map((e) => [e, new Set<string>()]));
  for (const feature of folders(path.join(srcDir, 'features'))) {
    for (const file of sourceFiles(path.join(srcDir, 'features', feature))) {
      for (const specifier of importsOf(readFileSync(file, 'utf8'), { types: true })) {
        const target = specifier.startsWith('@/')
          ? path.join(srcDir, specifier.slice(2))
          : specifier.startsWith('.')
            ? path.resolve(path.dirname(file), specifier)
            : null;
        if (target === null) continue;
        const [area, entity = ''] = path.relative(srcDir, target).split(path.sep);
        if (area === 'entities') users.get(entity)?.add(feature);
      }
    }
  }
  return users;
}

/** "fleet: features/fleet" for each entity fewer than two features import. */
function singleUse(users: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  return [...users]
    .filter(([, features]) => features.size < 2)
    .map(([entity, features]) => `${entity}: ${[...features].join(', ') || 'no feature'}`);
}

describe('entities', () => {
  it('counts the features importing each entity, by alias or relative path', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'entity-users-'));
    try {
      const write = (file: string, code: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), code);
      };
      write('entities/shared/index.ts', 'export const a = 1;');
      write('entities/lonely/index.ts', 'export type B = 1;');
      write('features/one/page.ts', "import { a } from '@/entities/shared';");
      write('features/one/model.ts', "import type { B } from '@/entities/lonely';");
      write('features/two/api.ts', "import { a } from '../../entities/shared/index';");
      write('mocks/domains/lonely/handlers.ts', "import type { B } from '@/entities/lonely';");
      const users = entityUsers(root);
      expect(users.get('shared')).toEqual(new Set(['one', 'two']));
      expect(singleUse(users)).toEqual(['lonely: one']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  // ARCHITECTURE.md: no entity for one feature's sake; what one feature and the demo API share
  // is the API contract (src/lib/api/contract, generated/constants), not an entity.
  it('are each imported by two features or more', () => {
    const users = entityUsers(SRC);
    expect(singleUse(users)).toEqual([]);
    expect(users.size).toBeGreaterThan(5);
  }, 30_000); // Parses every feature file: seconds on a loaded machine.
});
