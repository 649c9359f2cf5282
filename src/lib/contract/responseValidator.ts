import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describeErrors } from './describeErrors';
import { createOperationFinder, isObject, pointerSegment, type JsonObject } from './findOperation';

/**
 * Checks an API response against the OpenAPI document (docs/api/openapi.yaml, read as its JSON
 * copy src/lib/contract/generated/openapi.json): the operation (method and path template), the
 * response (its status, a `4XX` range, or `default`), the media type and, for JSON, the body
 * against the schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). The same checker serves the
 * tests (msw/node), the demo API over HTTP (e2e) and the dev server (a real API's answers).
 */

export interface ObservedResponse {
  method: string;
  /** Absolute, or a path (`/api/trip/12?page=1`). */
  url: string;
  status: number;
  /** The Content-Type header; null when the response has no body. */
  contentType: string | null;
  /** The parsed body when the content type is JSON. */
  body?: unknown;
}

export type ContractVerdict =
  /** `faults` is empty when the response matches. */
  | { kind: 'documented'; operation: string; faults: string[] }
  /** The document has no such operation (`GET /api/thing/{id}`). */
  | { kind: 'undocumented'; operation: string };

const DOCUMENT_ID = 'https://contract.local/openapi.json';

/** OpenAPI's own formats ajv-formats does not know: checked for numbers, free for strings. */
function addOpenApiFormats(ajv: Ajv2020) {
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  for (const name of ['password', 'binary', 'byte']) ajv.addFormat(name, true);
}

const isJsonType = (type: string) => type === 'application/json' || type.endsWith('+json');

/** The media type of a Content-Type header, without its parameters. */
const mediaTypeOf = (header: string) => (header.split(';')[0] ?? '').trim().toLowerCase();

function pickMediaType(content: JsonObject, type: string): string | undefined {
  const keys = Object.keys(content);
  return (
    keys.find((key) => key.toLowerCase() === type) ??
    keys.find((key) => key.toLowerCase() === `${type.split('/')[0]}/*`) ??
    keys.find((key) => key === '*/*')
  );
}

export function createResponseValidator(document: JsonObject) {
  const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true, validateSchema: false });
  addFormats(ajv);
  addOpenApiFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const findOperation = createOperationFinder(document);
  const compiled = new Map<string, ValidateFunction>();

  /** A `$ref` to a component (`#/components/responses/BadRequest`), with its pointer. */
  function resolve(value: unknown, pointer: string): { value: unknown; pointer: string } {
    if (!isObject(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) {
      return { value, pointer };
    }
    const target = value.$ref.slice(1);
    const found = target
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
    return resolve(found, target);
  }

  function validatorAt(pointer: string): ValidateFunction {
    const known = compiled.get(pointer);
    if (known) return known;
    const fragment = pointer.split('/').map(encodeURIComponent).join('/');
    const validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${fragment}` });
    compiled.set(pointer, validate);
    return validate;
  }

  function responseFaults(operationPointer: string, operation: JsonObject, seen: ObservedResponse) {
    const responses = isObject(operation.responses) ? operation.responses : {};
    const range = `${String(seen.status).charAt(0)}XX`;
    const key = [String(seen.status), range, 'default'].find((k) => k in responses);
    if (key === undefined) return [`status ${seen.status} is not documented`];
    const { value: response, pointer } = resolve(
      responses[key],
      `${operationPointer}/responses/${pointerSegment(key)}`,
    );
    const content = isObject(response) && isObject(response.content) ? response.content : null;
    if (seen.contentType === null) {
      return content ? ['no body, where the document describes one'] : [];
    }
    const type = mediaTypeOf(seen.contentType);
    if (!content) return [`a body (${type}) where the document describes none`];
    const media = pickMediaType(content, type);
    if (media === undefined) {
      return [`content type ${type} is not documented (${Object.keys(content).join(', ')})`];
    }
    const described = content[media];
    if (!isJsonType(type) || !isObject(described) || !('schema' in described)) return [];
    const validate = validatorAt(`${pointer}/content/${pointerSegment(media)}/schema`);
    return validate(seen.body) ? [] : describeErrors(validate.errors ?? []);
  }

  return function checkResponse(seen: ObservedResponse): ContractVerdict {
    const pathname = new URL(seen.url, 'http://relative.invalid').pathname;
    const found = findOperation(seen.method, pathname);
    if (typeof found === 'string') return { kind: 'undocumented', operation: found };
    const faults = responseFaults(found.pointer, found.operation, seen);
    const where = `${found.name} ${seen.status}`;
    return {
      kind: 'documented',
      operation: found.name,
      faults: faults.map((fault) => `${where}: ${fault}`),
    };
  };
}

export type ResponseValidator = ReturnType<typeof createResponseValidator>;
