import type { ObservedResponse, ResponseValidator } from '../../lib/contract/responseValidator';
import { documentValidator } from './document';

/**
 * An operation the document lacks is a violation, like a wrong answer. `API_CONTRACT_ALL=0` only
 * counts them, for a domain whose calls are being written before their description.
 */
export const checksAll = (env: NodeJS.ProcessEnv = process.env) => env.API_CONTRACT_ALL !== '0';

/** A response as the validator reads it: its JSON body parsed (a clone is read, never the original). */
export async function observedOf(request: Request, response: Response): Promise<ObservedResponse> {
  const { method, url } = request;
  if (response.body === null) return { method, url, status: response.status, contentType: null };
  const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!/json/i.test(contentType)) return { method, url, status: response.status, contentType };
  const text = await response.clone().text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Kept as text: the schema check then says what it is instead of an object.
  }
  return { method, url, status: response.status, contentType, body };
}

function decodes(url: string): boolean {
  const { pathname, search } = new URL(url);
  try {
    decodeURIComponent(pathname);
    decodeURIComponent(search);
    return true;
  } catch {
    return false;
  }
}

export interface ContractSummary {
  /** Responses of documented operations, checked against their schema. */
  validated: number;
  /** Responses of operations the document lacks, by operation (`GET /api/thing/{id}`). */
  undocumented: Record<string, number>;
}

export type ContractRecorder = ReturnType<typeof createContractRecorder>;

/**
 * Checks the demo API's responses against the document and keeps the violations and the counts.
 * `check` answers a response's faults at once (the demo API's own tests, through `call()`);
 * `observe` checks in the background (msw/node, the HTTP server: after the answer went out) and
 * `takeViolations` hands what was found so far to whoever fails the test or the run.
 */
export function createContractRecorder(
  validate: () => ResponseValidator = documentValidator,
  all = checksAll(),
) {
  let validated = 0;
  const undocumented = new Map<string, number>();
  const violations: string[] = [];
  const pending = new Set<Promise<void>>();

  async function check(request: Request, response: Response): Promise<string[]> {
    // A URL whose percent-encoding does not decode names no operation (respond.ts answers 400).
    if (!decodes(request.url)) return [];
    const verdict = validate()(await observedOf(request, response));
    if (verdict.kind === 'documented') {
      validated += 1;
      return verdict.faults;
    }
    undocumented.set(verdict.operation, (undocumented.get(verdict.operation) ?? 0) + 1);
    // A 404 of an undocumented path is the answer to a route nobody serves, not an operation.
    if (!all || response.status === 404) return [];
    return [`${verdict.operation} ${response.status}: the operation is not in the document`];
  }

  function observe(request: Request, response: Response): void {
    const done = check(request, response).then(
      (faults) => {
        violations.push(...faults);
      },
      (error: unknown) => {
        violations.push(`${request.method} ${request.url}: not checked (${String(error)})`);
      },
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  }

  async function takeViolations(): Promise<string[]> {
    await Promise.all([...pending]);
    return violations.splice(0);
  }

  function summary(): ContractSummary {
    return { validated, undocumented: Object.fromEntries(undocumented) };
  }

  /** Names this recorder's counts among others' (src/mocks/contract/tally.ts). */
  const id = `${process.pid}-${crypto.randomUUID()}`;
  return { id, check, observe, takeViolations, summary };
}

/** A violation list as the error that fails a test or a run. */
export function contractError(violations: readonly string[]): Error {
  return new Error(
    `The demo API answered off its contract (docs/api/openapi.yaml):\n  ${violations.join('\n  ')}`,
  );
}
