import documentUrl from './generated/openapi.json?url';
import { isObject } from './findOperation';
import { createResponseValidator, type ObservedResponse } from './responseValidator';

/**
 * The dev server's check of a real API's answers (lib/http/watchContract.ts imports this module
 * lazily, in development only: neither it, ajv nor the document reach a build). One warning per
 * operation: the console says what is off once, not at every call.
 */
export async function createDevCheck(warn: (message: string) => void = console.warn) {
  const document: unknown = await (await fetch(documentUrl)).json();
  if (!isObject(document)) throw new Error('The OpenAPI document is not an object.');
  const check = createResponseValidator(document);
  const warned = new Set<string>();
  return (response: ObservedResponse) => {
    const verdict = check(response);
    if (warned.has(verdict.operation)) return;
    if (verdict.kind === 'undocumented') {
      warned.add(verdict.operation);
      warn(`[API contract] ${verdict.operation} is not in docs/api/openapi.yaml.`);
    } else if (verdict.faults.length > 0) {
      warned.add(verdict.operation);
      warn(
        `[API contract] ${verdict.operation} answered off docs/api/openapi.yaml:\n  ${verdict.faults.join('\n  ')}`,
      );
    }
  };
}
