/**
 * The values the OpenAPI document gives, as typed constants (src/lib/api/generated/constants.ts):
 * each named enum's members (`crewRoleValues`, in the document's order) and each schema's
 * limits (`contactPayloadLimits.message.maxLength`). The app and the demo API read the bounds
 * they share from here, so the document stays the one place they are written.
 *
 * The names follow openapi-typescript's `--enum-values` (`<schema>Values`), but the module is
 * separate from openapi.ts and holds literal tuples: openapi-typescript's arrays are typed
 * `ReadonlyArray<Union>` and it emits no limits. One `export const` per schema, no other
 * statement, so a bundler keeps only the constants a chunk imports.
 */

/** The JSON Schema keywords that bound a value. */
export const LIMIT_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
];

const REF = '#/components/schemas/';

/** `CrewRole` -> `crewRole`. */
export function constantBase(schemaName) {
  return schemaName.charAt(0).toLowerCase() + schemaName.slice(1);
}

/** The properties of an object schema, those of its `allOf` parts (refs followed) merged in. */
function propertiesOf(schema, schemas, seen = new Set()) {
  const own = { ...(schema.properties ?? {}) };
  for (const part of schema.allOf ?? []) {
    const target = part.$ref?.startsWith(REF) ? part.$ref.slice(REF.length) : null;
    if (target !== null && seen.has(target)) continue;
    const resolved = target === null ? part : schemas[target];
    if (!resolved) continue;
    Object.assign(own, propertiesOf(resolved, schemas, new Set([...seen, target ?? ''])));
  }
  return own;
}

/**
 * The limits of one (inline) schema: its own limit keywords, those of its array items
 * (`items`) and of its inline object's properties (`properties`); null when it has none. A
 * `$ref` is not followed: the named schema has its own constant.
 */
export function limitsOf(schema, schemas) {
  if (!schema || typeof schema !== 'object' || schema.$ref) return null;
  const limits = {};
  for (const keyword of LIMIT_KEYWORDS) {
    if (schema[keyword] !== undefined) limits[keyword] = schema[keyword];
  }
  const items = Array.isArray(schema.items) ? null : limitsOf(schema.items, schemas);
  if (items) limits.items = items;
  const properties = propertyLimits(schema, schemas);
  if (properties) limits.properties = properties;
  return Object.keys(limits).length > 0 ? limits : null;
}

/** Property name -> its limits, for the properties that have some; null when none has. */
function propertyLimits(schema, schemas) {
  const entries = Object.entries(propertiesOf(schema, schemas)).flatMap(([name, property]) => {
    const limits = limitsOf(property, schemas);
    return limits ? [[name, limits]] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JSON-like value as TypeScript source, two-space indented. */
function literal(value, indent = '') {
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, indent)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const inner = `${indent}  `;
    const lines = Object.entries(value).map(([key, item]) => {
      const name = IDENTIFIER.test(key) ? key : JSON.stringify(key);
      return `${inner}${name}: ${literal(item, inner)},`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** The source of constants.ts for a parsed OpenAPI document. */
export function constantsModule(document) {
  const schemas = document.components?.schemas ?? {};
  const blocks = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const base = constantBase(name);
    const type = `Schemas[${JSON.stringify(name)}]`;
    if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string')) {
      blocks.push(
        `/** The members of ${name}, in the document's order. */\n` +
          `export const ${base}Values = ${literal(schema.enum)} as const satisfies readonly ${type}[];`,
      );
      continue;
    }
    const properties = propertyLimits(schema, schemas);
    if (properties) {
      blocks.push(
        `/** The limits of ${name}'s properties (the document's keywords, by property). */\n` +
          `export const ${base}Limits = ${literal(properties)} as const satisfies Partial<Record<keyof ${type}, unknown>>;`,
      );
      continue;
    }
    const own = limitsOf(schema, schemas);
    if (own) {
      blocks.push(
        `/** The limits of ${name} (the document's keywords). */\n` +
          `export const ${base}Limits = ${literal(own)} as const;`,
      );
    }
  }
  return [
    '/**',
    ' * Generated from docs/api/openapi.yaml by `npm run api:types` (scripts/api/constants.mjs):',
    " * never edit. Each named enum as `<schema>Values` and each schema's limits as",
    ' * `<schema>Limits`; one constant per statement, nothing else, so a chunk keeps only what it',
    ' * imports.',
    ' */',
    "import type { components } from './openapi';",
    '',
    "type Schemas = components['schemas'];",
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}
