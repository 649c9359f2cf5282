/**
 * Reads the registered routes from the domains' route tables (src/features/<domain>/routes.ts)
 * without running the app: each object literal with a `path` and a `page` property is a row. The
 * path is a string literal or `paths.<...>.pattern` (resolved against src/lib/paths/index.ts when it
 * is given); the page is the module of the `import('...')` inside `page`; `layout` and
 * `namespaces` are read when they are literals. Used by `npm run size`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export const FEATURES_DIR = 'src/features';

/** Inside an object literal, the initializer of the property `name`. */
function propertyOf(object, name) {
  for (const property of object.properties) {
    if (!property.name || !ts.isIdentifier(property.name) || property.name.text !== name) continue;
    if (ts.isPropertyAssignment(property)) return property.initializer;
    if (ts.isMethodDeclaration(property)) return property.body;
  }
  return undefined;
}

function firstDynamicImport(node) {
  if (!node) return undefined;
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [argument] = node.arguments;
    return argument && ts.isStringLiteralLike(argument) ? argument.text : undefined;
  }
  return ts.forEachChild(node, firstDynamicImport);
}

/**
 * `'/crews'`, `paths.crews.list.pattern`, or a part of the table imported on its own
 * (`crewPaths.list.pattern`, `corePaths.login.pattern`: the name, less a `Paths` suffix, is looked
 * up in `paths`, then in `paths` itself) -> '/crews'; null when it cannot be known statically.
 */
function pathOf(expression, paths) {
  if (!expression) return null;
  if (ts.isStringLiteralLike(expression)) return expression.text;
  const names = [];
  let node = expression;
  while (ts.isPropertyAccessExpression(node)) {
    names.unshift(node.name.text);
    node = node.expression;
  }
  if (!paths || !ts.isIdentifier(node) || !/^([a-z][A-Za-z]*)?[pP]aths$/.test(node.text))
    return null;
  const base = node.text.replace(/Paths$/, '');
  const part = node.text === 'paths' ? paths : (sectionOf(paths, base) ?? paths);
  const value = names.reduce((object, name) => object?.[name], part);
  return typeof value === 'string' ? value : null;
}

/** `paths[name]` (or its plural), at the top of the table, else in one of its sections (`admin`). */
function sectionOf(paths, name) {
  const keys = [name, `${name}s`];
  // The top of the table first (`invoicePaths` is `paths.invoices`, not `organization.invoice`).
  for (const key of keys) if (paths[key] !== undefined) return paths[key];
  for (const key of keys) {
    for (const section of Object.values(paths)) {
      if (section && typeof section === 'object' && section[key] !== undefined) return section[key];
    }
  }
  return undefined;
}

/** The strings of an array literal; of `cond ? [...] : [...]`, those of either branch. */
function stringsOf(expression) {
  if (expression && ts.isConditionalExpression(expression)) {
    return [...new Set([...stringsOf(expression.whenTrue), ...stringsOf(expression.whenFalse)])];
  }
  if (!expression || !ts.isArrayLiteralExpression(expression)) return [];
  return expression.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
}

/** The project file an import specifier of `fromFile` names (both relative to root), or null. */
export function resolveModule(specifier, fromFile, exists) {
  const base = specifier.startsWith('@/')
    ? path.posix.join('src', specifier.slice(2))
    : path.posix.join(path.posix.dirname(fromFile), specifier);
  const candidates = [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && exists(candidate)) ?? null;
}

/**
 * The rows of one routes.ts: [{ file, path, label, layout, namespaces, page, pageSpecifier }].
 * `page` is the manifest key of the page module (e.g. src/features/auth/pages/LoginPage.tsx).
 */
export function routesOfSource(source, file, { paths = null, exists = () => true } = {}) {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const rows = [];
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const pathExpression = propertyOf(node, 'path');
      const pageNode = propertyOf(node, 'page');
      if (pathExpression && pageNode) {
        const resolved = pathOf(pathExpression, paths);
        const layoutNode = propertyOf(node, 'layout');
        const pageSpecifier = firstDynamicImport(pageNode) ?? null;
        rows.push({
          file,
          path: resolved,
          label: resolved ?? pathExpression.getText(sourceFile),
          layout: layoutNode && ts.isStringLiteralLike(layoutNode) ? layoutNode.text : 'shell',
          namespaces: stringsOf(propertyOf(node, 'namespaces')),
          pageSpecifier,
          page: pageSpecifier ? resolveModule(pageSpecifier, file, exists) : null,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return rows;
}

/** Every registered route, in the app's order: domains by folder, the catch-all last. */
export function discoverRoutes(root, { paths = null } = {}) {
  const exists = (file) => existsSync(path.join(root, file));
  const rows = readdirSync(path.join(root, FEATURES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.posix.join(FEATURES_DIR, entry.name, 'routes.ts'))
    .filter(exists)
    .sort()
    .flatMap((file) =>
      routesOfSource(readFileSync(path.join(root, file), 'utf8'), file, { paths, exists }),
    );
  return rows.sort((a, b) => Number(a.path === '*') - Number(b.path === '*'));
}

/** src/lib/paths/index.ts's `paths`, loaded through tsx; null (labels stay expressions) if it fails. */
export async function loadPaths(root) {
  try {
    const { tsImport } = await import('tsx/esm/api');
    const module = await tsImport('./src/lib/paths/index.ts', {
      parentURL: pathToFileURL(path.join(root, 'index.js')).href,
    });
    return module.paths ?? null;
  } catch (error) {
    console.warn(
      `Note: could not load src/lib/paths/index.ts (${error.message}); paths shown as written.`,
    );
    return null;
  }
}
