// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isObject, type JsonObject } from '../contract/findOperation';
import { readDocument } from '../../mocks/contract/document';
import * as constants from './generated/constants';
import {
  cancellationConditionLimits,
  contactPayloadLimits,
  crewRoleValues,
} from './generated/constants';

const LIMIT_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
];
const REF = '#/components/schemas/';

const generated = new Map<string, unknown>(Object.entries(constants));
const schemas = readDocument().components;
const named: JsonObject = isObject(schemas) && isObject(schemas.schemas) ? schemas.schemas : {};

/** `value[key1][key2]…`, or undefined where a step is not an object. */
function at(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (current, key) => (isObject(current) ? current[key] : undefined),
    value,
  );
}

/** An object schema's properties, its `allOf` parts' (refs followed) included. */
function propertiesOf(schema: JsonObject): [string, JsonObject][] {
  const own = isObject(schema.properties) ? Object.entries(schema.properties) : [];
  const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
  const inherited = parts.flatMap((part) => {
    const ref = at(part, '$ref');
    const target = typeof ref === 'string' ? named[ref.slice(REF.length)] : part;
    return isObject(target) ? propertiesOf(target) : [];
  });
  return [...own, ...inherited].flatMap(([name, property]) =>
    isObject(property) ? [[name, property] as [string, JsonObject]] : [],
  );
}

/** Every limit the document writes on a property (or its items): [constant, path, value]. */
function documentLimits(): [string, string[], unknown][] {
  return Object.entries(named).flatMap(([schemaName, schema]) => {
    if (!isObject(schema)) return [];
    const constant = `${schemaName.charAt(0).toLowerCase()}${schemaName.slice(1)}Limits`;
    return propertiesOf(schema).flatMap(([property, definition]) =>
      [
        ...LIMIT_KEYWORDS.map((keyword) => [[keyword], definition[keyword]] as const),
        ...LIMIT_KEYWORDS.map(
          (keyword) => [['items', keyword], at(definition, 'items', keyword)] as const,
        ),
      ]
        .filter(([, value]) => value !== undefined && definition.$ref === undefined)
        .map(([path, value]): [string, string[], unknown] => [
          constant,
          [property, ...path],
          value,
        ]),
    );
  });
}

describe('the constants generated from the OpenAPI document', () => {
  it('carry the limits of the schemas the app and the demo API share', () => {
    expect(contactPayloadLimits.message).toEqual({ minLength: 20, maxLength: 2000 });
    expect(contactPayloadLimits.name.maxLength).toBe(100);
    expect(cancellationConditionLimits.priceRate).toEqual({ minimum: 0, maximum: 100 });
    expect(crewRoleValues).toEqual([
      'captain',
      'first_officer',
      'cabin_crew',
      'flight_engineer',
      'other',
    ]);
  });

  it('hold every limit the document writes on a property, with its value', () => {
    const limits = documentLimits();
    const missing = limits
      .filter(([constant, path, value]) => at(generated.get(constant), ...path) !== value)
      .map(([constant, path, value]) => `${constant}.${path.join('.')} should be ${String(value)}`);
    expect(missing).toEqual([]);
    // The walk finds the document's limits (a broken walk would pass on nothing).
    expect(limits.length).toBeGreaterThan(100);
  });

  it('list every named enum in the document order', () => {
    const enums = Object.entries(named).flatMap(([name, schema]) =>
      isObject(schema) && Array.isArray(schema.enum) ? [[name, schema.enum] as const] : [],
    );
    const wrong = enums
      .filter(([name, values]) => {
        const constant = `${name.charAt(0).toLowerCase()}${name.slice(1)}Values`;
        return JSON.stringify(generated.get(constant)) !== JSON.stringify(values);
      })
      .map(([name]) => name);
    expect(wrong).toEqual([]);
    expect(enums.length).toBeGreaterThan(50);
  });
});
