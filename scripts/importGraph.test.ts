import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, edgeFiles, folderGraph, importsOf, type ImportOptions } from './importGraph';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = path.join(ROOT, 'src');
const TESTS_ONLY = (file: string) => /\.test\.tsx?$|[\\/]testkit\.ts$/.test(file);
/** The kit's barrel imports every folder of the kit by design: the folders' own files count. */
const KIT_BARREL = /[\\/]lib[\\/]ui[\\/]index\.ts$/;

/** The cycles of a folder's sub-folders, each edge with the imports that make it. */
function cyclesIn(
  folder: string,
  options: ImportOptions,
  through: (cycle: string[]) => boolean = () => true,
): string[] {
  const root = path.join(SRC, folder);
  return cyclesOf(folderGraph(root, SRC, options))
    .filter(through)
    .map((cycle) =>
      cycle
        .slice(1)
        .map((to, index) => {
          const from = cycle[index] ?? '';
          return `${from} -> ${to} (${edgeFiles(root, SRC, from, to, options).join(', ')})`;
        })
        .join('; '),
    );
}

describe('importsOf', () => {
  it.each([
    ["import { a } from './a';", ['./a'], ['./a']],
    ["import './side';", ['./side'], ['./side']],
    ["import type { A } from './a';", [], ['./a']],
    ["import { type A, type B } from './a';", ['./a'], ['./a']],
    ["import { type A, b } from './a';", ['./a'], ['./a']],
    ["import * as all from './a';", ['./a'], ['./a']],
    ["export { a } from './a';", ['./a'], ['./a']],
    ["export type { A } from './a';", [], ['./a']],
    ["export { type A } from './a';", ['./a'], ['./a']],
    ["export * from './a';", ['./a'], ['./a']],
    ["export const load = () => import('./lazy');", [], []],
  ])('%s: runtime %j, with types %j', (code, runtime, withTypes) => {
    expect(importsOf(code, { types: false })).toEqual(runtime);
    expect(importsOf(code, { types: true })).toEqual(withTypes);
  });
});

describe('cyclesOf', () => {
  const graph = (edges: Record<string, string[]>) =>
    new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

  it.each([
    ['a chain', { a: ['b'], b: ['c'], c: [] }, []],
    ['a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, []],
    ['two folders', { a: ['b'], b: ['a'] }, [['a', 'b', 'a']]],
    ['through three', { a: ['b'], b: ['c'], c: ['a'] }, [['a', 'b', 'c', 'a']]],
    ['beside a chain', { a: ['b'], b: ['c'], c: ['b'] }, [['b', 'c', 'b']]],
  ])('%s', (_kind, edges, cycles) => {
    expect(cyclesOf(graph(edges))).toEqual(cycles);
  });
});

describe('src/lib', () => {
  // Its folders form layers (contract < auth < preferences < feedback < http < api < store <
  // format < ui): a folder whose module needs a higher one's cuts the cycle by moving it up, or
  // is handed what it needs. Types count: a type a lower folder reads from a higher one (the
  // store's RootState in auth, http's RequestMeta in feedback, the contract in http) belongs to
  // the lower folder, or to lib/contract below them all.
  it("folders import each other's modules in one direction only, types included", () => {
    expect(cyclesIn('lib', { types: true, skip: TESTS_ONLY })).toEqual([]);
  });

  // The kit is controllers (hooks and rules, no JSX) under views: views use controllers, never
  // the other way (a controller importing a view would close a cycle here).
  it("the kit's controllers never import its views, types included", () => {
    const skip = (file: string) => TESTS_ONLY(file) || KIT_BARREL.test(file);
    expect(cyclesIn('lib/ui', { types: true, skip })).toEqual([]);
  });

  // list <-> resource (the filters), form -> resource (MutationCall), calendar -> resource
  // (ApiErrorMessage) were cycles: what two folders share lives in the lower one.
  it.each(['lib/ui/controllers', 'lib/ui/views'])(
    "%s: the kit's folders import each other in one direction only, types included",
    (dir) => {
      const skip = (file: string) => TESTS_ONLY(file) || KIT_BARREL.test(file);
      expect(cyclesIn(dir, { types: true, skip })).toEqual([]);
    },
  );
});

describe('src/mocks/domains', () => {
  // The README's "Dependencies between domains go one way": seeds compose by `after`, and the
  // import graph is a DAG too, types included.
  it('domains import each other in one direction only, types included', () => {
    expect(cyclesIn('mocks/domains', { types: true, skip: TESTS_ONLY })).toEqual([]);
  });

  // The shared helpers (auth/, db/, api/) sit under the domains: auth/ read the auth and
  // organizations domains' record types (which import auth/), db/ the files domain's store.
  it('the shared helpers and each domain import each other in one direction only', () => {
    const options = { types: true, skip: TESTS_ONLY, split: ['domains'] };
    expect(cyclesIn('mocks', options)).toEqual([]);
  });
});
