/**
 * ESLint rule `local/layer-boundaries`: dependencies point lib <- entities <- features <- app
 * (ARCHITECTURE.md rule 1). Every import specifier is resolved to a file of src (the `@/` alias and relative paths
 * alike), so `@/features/x/...`, the bare barrel `@/features/x`, `../../x/api/...`, `../x` and
 * `../../features/x` are all caught, in static imports, re-exports, `import()` (literal or plain
 * template), `import('...')` types and `import.meta.glob` patterns.
 *
 * Options: { srcDir, layer: 'feature', feature } | { srcDir, layer: 'entity', entity }
 *        | { srcDir, layer: 'app' } | { srcDir, layer: 'lib' } | { srcDir, layer: 'mocks', domain? }
 *   feature: may import its own folder, entities, lib and packages; never another feature, app or mocks.
 *   entity:  may import its own folder, other entities, lib and packages; never features or app.
 *   app:     may read a feature only through the files it gathers: routes.ts and visitorRoutes.ts (the route table's
 *            glob), contributes.ts (home cards, shell items...) and organizationTabs.ts (the
 *            tabs of the organization page).
 *   lib:     knows no entity, no feature and no app.
 * Outside its own folder, an entity is imported only through its index (`@/entities/<e>`), or
 * its startup-safe `slugs` entry (`@/entities/<e>/slugs`: the values its URLs name, no imports
 * but types), which the route table's paths.ts read without pulling the index into the startup chunk.
 * Nobody imports src/mocks (the demo API never enters the SPA bundle).
 *   mocks:   the demo API (src/mocks; `domain` set inside src/mocks/domains/<domain>) imports lib,
 *            entities through their index or their node-safe `contract` entry, its shared helpers
 *            and other demo domains through their index (their testkit.ts from tests too);
 *            never features or the app.
 */
import path from 'node:path';
import { noHandWrittenGrid } from './handWrittenGrid.js';

const MESSAGES = {
  otherFeature:
    'A feature never imports another feature ({{target}}): move what is shared about a business thing to its entity (src/entities), what knows no domain to src/lib; link to its screens by route id, routeTo(id, params) from @/lib/paths/routeTo.',
  featureToApp:
    'Features do not import the app ({{target}}): dependencies point lib <- features <- app.',
  appToFeature:
    'The app reads a feature only through the files it gathers, routes.ts, visitorRoutes.ts, contributes.ts and organizationTabs.ts ({{target}}).',
  libToDomain: 'src/lib knows no domain and no app ({{target}}).',
  entityToUpper:
    'Entities do not import features or the app ({{target}}): dependencies point lib <- entities <- features <- app.',
  entityIndex:
    'An entity is imported only through its index ({{target}}): import from @/entities/<entity> (or its startup-safe @/entities/<entity>/slugs).',
  mocks: 'The demo API never enters the SPA bundle ({{target}}).',
  mocksToUpper:
    "The demo API never imports features or the app ({{target}}): it speaks the entities' contracts (src/entities/<e>/contract).",
  mocksEntity:
    'The demo API imports an entity only through its index or its node-safe contract entry ({{target}}): @/entities/<e>/contract.',
  mocksDomain:
    'A demo domain is imported only through its index ({{target}}): ../<domain> (or ../<domain>/index).',
};

/** The file an import specifier points at, or null for a package. */
export function resolveSpecifier(specifier, fromFile, srcDir) {
  if (specifier.startsWith('@/')) return path.join(srcDir, specifier.slice(2));
  // Vite reads `/src/...` (in import.meta.glob) from the project root.
  if (specifier.startsWith('/')) return path.join(path.dirname(srcDir), specifier);
  if (specifier === '.' || specifier === '..' || /^\.\.?\//.test(specifier)) {
    return path.resolve(path.dirname(fromFile), specifier);
  }
  return null;
}

/** Where a file of src sits: { area: 'features' | 'app' | 'lib' | 'mocks' | ..., feature, rest }. */
export function placeOf(file, srcDir) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [area = '', feature = '', ...rest] = relative.split(path.sep);
  return { area, feature, rest };
}

/** The message id for importing `target` from a file of this layer, or null when allowed. */
export function violationOf(options, target) {
  if (!target) return null;
  if (options.layer === 'mocks') return mocksViolationOf(options, target);
  if (target.area === 'mocks') return 'mocks';
  if (options.layer === 'lib') {
    return ['features', 'app', 'entities'].includes(target.area) ? 'libToDomain' : null;
  }
  if (target.area === 'entities') {
    if (options.layer === 'entity' && target.feature === options.entity) return null;
    return isEntityIndex(target) || isEntitySlugs(target) ? null : 'entityIndex';
  }
  if (options.layer === 'entity') {
    return target.area === 'features' || target.area === 'app' ? 'entityToUpper' : null;
  }
  if (options.layer === 'app') {
    const isGathered =
      target.rest.length === 1 &&
      /^(routes|visitorRoutes|contributes|organizationTabs)(\.ts)?$/.test(target.rest[0] ?? '');
    return target.area === 'features' && !isGathered ? 'appToFeature' : null;
  }
  if (target.area === 'app') return 'featureToApp';
  if (target.area === 'features' && target.feature !== options.feature) return 'otherFeature';
  return null;
}

/** The demo API: entities by index or contract, other domains by index, no features nor app. */
function mocksViolationOf(options, target) {
  if (target.area === 'features' || target.area === 'app') return 'mocksToUpper';
  if (target.area === 'entities') {
    return isEntityIndex(target) || isEntityContract(target) ? null : 'mocksEntity';
  }
  if (target.area !== 'mocks' || target.feature !== 'domains') return null;
  const [domain = '', ...inside] = target.rest;
  if (domain === options.domain) return null;
  // A domain's test fixtures (testkit.ts) are public to other domains' tests only.
  if (options.fromTest && inside.length === 1 && /^testkit(\.ts)?$/.test(inside[0] ?? '')) {
    return null;
  }
  return isEntityIndex({ feature: domain, rest: inside }) ? null : 'mocksDomain';
}

/** `@/entities/<e>/contract(.ts)`: an entity's node-safe entry (types and pure rules). */
function isEntityContract(target) {
  if (target.feature === '' || target.feature.includes('*')) return false;
  return target.rest.length === 1 && /^contract(\.ts)?$/.test(target.rest[0] ?? '');
}

/** `@/entities/<e>/slugs(.ts)`: an entity's startup-safe entry (URL values, no imports but types). */
function isEntitySlugs(target) {
  if (target.feature === '' || target.feature.includes('*')) return false;
  return target.rest.length === 1 && /^(slugs|tags)(\.ts)?$/.test(target.rest[0] ?? '');
}

/** `@/entities/<e>`, `../<e>` or `.../<e>/index(.ts)`: an entity's public face. */
function isEntityIndex(target) {
  if (target.feature === '' || target.feature.includes('*')) return false;
  return (
    target.rest.length === 0 ||
    (target.rest.length === 1 && /^index(\.tsx?)?$/.test(target.rest[0] ?? ''))
  );
}

function literalOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? null;
  }
  if (node.type === 'TSLiteralType') return literalOf(node.literal);
  return null;
}

function isImportMetaGlob(callee) {
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'MetaProperty' &&
    callee.object.meta.name === 'import' &&
    callee.property.type === 'Identifier' &&
    callee.property.name.startsWith('glob')
  );
}

export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Dependencies point lib <- entities <- features <- app; no feature imports another; entities through their index.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          srcDir: { type: 'string' },
          layer: { enum: ['feature', 'entity', 'app', 'lib', 'mocks'] },
          feature: { type: 'string' },
          entity: { type: 'string' },
          domain: { type: 'string' },
        },
        required: ['srcDir', 'layer'],
        additionalProperties: false,
      },
    ],
    messages: MESSAGES,
  },
  create(context) {
    const fromTest = /\.test\.tsx?$/.test(context.filename);
    const options = { ...context.options[0], fromTest };
    const check = (node, specifierNode) => {
      const specifier = literalOf(specifierNode);
      if (specifier === null) return;
      const file = resolveSpecifier(specifier, context.filename, options.srcDir);
      const messageId = file && violationOf(options, placeOf(file, options.srcDir));
      if (messageId) context.report({ node, messageId, data: { target: specifier } });
    };
    const checkGlob = (node, argument) => {
      const patterns = argument?.type === 'ArrayExpression' ? argument.elements : [argument];
      // `!pattern` only excludes files: it imports nothing.
      for (const pattern of patterns)
        if (!literalOf(pattern)?.startsWith('!')) check(node, pattern);
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.source ?? node.argument),
      TSExternalModuleReference: (node) => check(node, node.expression),
      CallExpression: (node) => {
        if (isImportMetaGlob(node.callee)) checkGlob(node, node.arguments[0]);
      },
    };
  },
};

export const localPlugin = {
  rules: { 'layer-boundaries': layerBoundaries, 'no-hand-written-grid': noHandWrittenGrid },
};
