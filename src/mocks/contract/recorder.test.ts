import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createResponseValidator } from '../../lib/contract/responseValidator';
import { createContractRecorder } from './recorder';
import { forgedByTest, isForged } from './forged';

const document = {
  paths: {
    '/api/thing/{id}': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id'],
                  properties: { id: { type: 'integer' } },
                },
              },
            },
          },
        },
      },
    },
  },
};
const validator = createResponseValidator(document);
const get = (path: string) => new Request(`http://localhost:3001${path}`);

describe('the contract recorder', () => {
  it('checks in the background and hands the violations over once', async () => {
    const recorder = createContractRecorder(() => validator, false);
    recorder.observe(get('/api/thing/1'), HttpResponse.json({ id: 1 }));
    recorder.observe(get('/api/thing/2'), HttpResponse.json({ id: 'two' }));
    expect(await recorder.takeViolations()).toEqual([
      'GET /api/thing/{id} 200: /id must be integer (got "two")',
    ]);
    expect(await recorder.takeViolations()).toEqual([]);
    expect(recorder.summary()).toEqual({ validated: 2, undocumented: {} });
  });

  it('counts undocumented operations, a violation only when told to check them all', async () => {
    const counting = createContractRecorder(() => validator, false);
    const strict = createContractRecorder(() => validator, true);
    for (const recorder of [counting, strict]) {
      expect(await recorder.check(get('/api/other/7'), HttpResponse.json({}))).toHaveLength(
        recorder === strict ? 1 : 0,
      );
      // Nobody serves the route: the 404 of an unknown path is never a violation.
      expect(
        await recorder.check(get('/api/nothing'), new Response(null, { status: 404 })),
      ).toEqual([]);
    }
    expect(await strict.check(get('/api/other/7'), HttpResponse.json({}))).toEqual([
      'GET /api/other/{id} 200: the operation is not in the document',
    ]);
    expect(counting.summary().undocumented).toEqual({
      'GET /api/other/{id}': 1,
      'GET /api/nothing': 1,
    });
  });

  it('marks the answers of a handler a test adds as forged, and no others', async () => {
    const handler = forgedByTest(http.get('*/api/thing/:id', () => HttpResponse.json({ id: 'x' })));
    const result = await handler.run({ request: get('/api/thing/1'), requestId: '1' });
    expect(result?.response && isForged(result.response)).toBe(true);
    expect(isForged(HttpResponse.json({ id: 1 }))).toBe(false);
  });
});
