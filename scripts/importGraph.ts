import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The static imports between the folders of one source folder (src/lib's platform folders,
 * src/mocks' domains), and the cycles among them: folders that import each other cannot be
 * layered, and a runtime cycle makes the evaluation order of their modules depend on which one
 * is imported first.
 */
export interface ImportOptions {
  /** Count `import type` / `export type` (erased at build) too. */
  types: boolean;
  /** Files to leave out (tests and their fixtures). */
  skip?: (file: string) => boolean;
  /** Folders of the root whose own sub-folders are nodes (`domains` -> `domains/auth`). */
  split?: readonly string[];
}

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/**
 * Whether the statement loads the module when it runs: only `import type` / `export type` are
 * erased; `import { type A } from 'x'` stays `import {} from 'x'` under verbatimModuleSyntax.
 */
function isRuntime(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return !node.isTypeOnly;
  return !node.importClause?.isTypeOnly;
}

/** The module specifiers a file imports or re-exports statically. */
export function importsOf(code: string, options: Pick<ImportOptions, 'types'>): string[] {
  const source = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    if (options.types || isRuntime(statement)) specifiers.push(specifier.text);
  }
  return specifiers;
}

/** The file a relative or `@/` specifier names, or null (a package, or not found). */
function resolve(specifier: string, from: string, srcRoot: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(srcRoot, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    ...['.ts', '.tsx'].map((ext) => base + ext),
    ...['index.ts', 'index.tsx'].map((index) => path.join(base, index)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The node a file of `root` belongs to: its top folder ('.' for loose files), or a split one's sub-folder. */
function nodeOfFile(root: string, file: string, options: Pick<ImportOptions, 'split'>): string {
  const parts = path.relative(root, file).split(path.sep);
  const [top = '.', sub] = parts;
  if (parts.length === 1) return '.';
  if (options.split?.includes(top) && sub !== undefined && parts.length > 2) return `${top}/${sub}`;
  return top;
}

/**
 * Folder -> the other folders of `root` it imports (files directly in `root` count as the
 * folder '.'). `srcRoot` is where `@/` points.
 */
export function folderGraph(
  root: string,
  srcRoot: string,
  options: ImportOptions,
): Map<string, Set<string>> {
  const nodeOf = (file: string) => nodeOfFile(root, file, options);
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    if (options.skip?.(file)) continue;
    const from = nodeOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of importsOf(readFileSync(file, 'utf8'), options)) {
      const target = resolve(specifier, file, srcRoot);
      if (!target || path.relative(root, target).startsWith('..')) continue;
      const to = nodeOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Each cycle of the graph once, as the path that closes it (`a -> b -> a`). */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    stack.push(node);
    seen.add(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const start = stack.indexOf(next);
      if (start >= 0) cycles.push([...stack.slice(start), next]);
      else if (!seen.has(next)) visit(next);
    }
    stack.pop();
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) if (!done.has(node)) visit(node);
  return cycles;
}

/** Who imports whom along a cycle, file by file (to say where to cut it). */
export function edgeFiles(
  root: string,
  srcRoot: string,
  from: string,
  to: string,
  options: ImportOptions,
): string[] {
  return sourceFiles(root).flatMap((file) => {
    if (options.skip?.(file) || nodeOfFile(root, file, options) !== from) return [];
    return importsOf(readFileSync(file, 'utf8'), options)
      .filter((specifier) => {
        const target = resolve(specifier, file, srcRoot);
        return target !== null && nodeOfFile(root, target, options) === to;
      })
      .map((specifier) => `${path.relative(root, file)} -> ${specifier}`);
  });
}
