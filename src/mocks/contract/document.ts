import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObject, type JsonObject } from '../../lib/contract/findOperation';
import {
  createResponseValidator,
  type ResponseValidator,
} from '../../lib/contract/responseValidator';

// A path, not a URL: under jsdom the global URL is jsdom's, which node:fs does not take.
const DOCUMENT_JSON = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../lib/contract/generated/openapi.json',
);

let validator: ResponseValidator | undefined;

/** The document, as `npm run api:types` copied it to JSON. */
export function readDocument(): JsonObject {
  const document: unknown = JSON.parse(readFileSync(DOCUMENT_JSON, 'utf8'));
  if (!isObject(document)) throw new Error(`${DOCUMENT_JSON} is not an OpenAPI document`);
  return document;
}

/**
 * The validator over the OpenAPI document's JSON copy (`npm run api:types` writes it beside the
 * generated types; `npm run api:check` checks it is current). Read once per process.
 */
export function documentValidator(): ResponseValidator {
  validator ??= createResponseValidator(readDocument());
  return validator;
}
