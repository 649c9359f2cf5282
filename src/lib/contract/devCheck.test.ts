import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDevCheck } from './devCheck';

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dev check', () => {
  it('warns once per operation that answers off the document or is not in it', async () => {
    vi.stubGlobal('fetch', async () => Response.json(document));
    const warn = vi.fn();
    const check = await createDevCheck(warn);
    const thing = (id: unknown) => ({
      method: 'GET',
      url: '/api/thing/1',
      status: 200,
      contentType: 'application/json',
      body: { id },
    });
    check(thing(1));
    expect(warn).not.toHaveBeenCalled();
    check(thing('one'));
    check(thing('two'));
    check({ method: 'GET', url: '/api/other', status: 200, contentType: null });
    expect(warn.mock.calls).toEqual([
      [
        '[API contract] GET /api/thing/{id} answered off docs/api/openapi.yaml:\n  GET /api/thing/{id} 200: /id must be integer (got "one")',
      ],
      ['[API contract] GET /api/other is not in docs/api/openapi.yaml.'],
    ]);
  });
});
