import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResponseValidator } from '../lib/contract/responseValidator';
import { createContractRecorder, type ContractRecorder } from './contract';
import type { ContractReport } from './contractReport';
import { createDemoServer } from './httpServer';

const handlers = [
  http.get('*/api/thing/:id', ({ params }) =>
    HttpResponse.json({ id: params.id === '1' ? 1 : 'two' }),
  ),
  http.get('*/api/other', () => HttpResponse.json({})),
];
const document = {
  paths: {
    '/api/thing/{id}': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { id: { type: 'integer' } } },
              },
            },
          },
        },
      },
    },
  },
};
const validator = createResponseValidator(document);

const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

async function serve(contract: ContractRecorder | null) {
  const server = createDemoServer({ handlers, saver: null, log: vi.fn(), contract });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
}

describe('the Node server checking its answers (DEMO_API_CONTRACT=1)', () => {
  it('checks each answer after sending it, and reports them at /__contract', async () => {
    const url = await serve(createContractRecorder(() => validator, false));
    expect(await (await fetch(`${url}api/thing/1`)).json()).toEqual({ id: 1 });
    // The client gets the answer as it is; the fault goes to the report.
    expect(await (await fetch(`${url}api/thing/2`)).json()).toEqual({ id: 'two' });
    expect((await fetch(`${url}api/other`)).status).toBe(200);
    const report = (await (await fetch(`${url}__contract`)).json()) as ContractReport;
    expect(report).toEqual({
      validated: 2,
      undocumented: { 'GET /api/other': 1 },
      violations: ['GET /api/thing/{id} 200: /id must be integer (got "two")'],
    });
  });

  it('has no /__contract without the check', async () => {
    const url = await serve(null);
    expect((await fetch(`${url}__contract`)).status).toBe(404);
  });
});
