import { describe, expect, it } from 'vitest';
import { createResponseValidator, type ObservedResponse } from './responseValidator';

const error = {
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

/** A small document of the same build as docs/api/openapi.yaml. */
const document = {
  openapi: '3.1.0',
  paths: {
    '/api/trip/{id}': {
      get: {
        responses: {
          '200': {
            description: 'The trip',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Trip' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
      delete: { responses: { '204': { description: 'Deleted' }, default: error } },
    },
    '/api/trip/export': {
      get: { responses: { '200': { content: { 'text/csv': { schema: { type: 'string' } } } } } },
    },
  },
  components: {
    responses: { NotFound: { description: 'Absent', ...error } },
    schemas: {
      ApiError: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'message'],
        properties: { code: { type: 'integer' }, message: { type: 'string' } },
      },
      TripStatus: { enum: ['draft', 'confirmed'] },
      Trip: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'status', 'legs'],
        properties: {
          id: { type: 'integer' },
          status: { $ref: '#/components/schemas/TripStatus' },
          legs: {
            type: 'array',
            items: {
              type: 'object',
              required: ['departureAt'],
              properties: { departureAt: { type: ['string', 'null'], format: 'date-time' } },
            },
          },
        },
      },
    },
  },
};

const check = createResponseValidator(document);

const trip = { id: 12, status: 'draft', legs: [{ departureAt: '2026-11-28T05:00:00Z' }] };
const json = (url: string, status: number, body: unknown, method = 'GET'): ObservedResponse => ({
  method,
  url,
  status,
  contentType: 'application/json; charset=utf-8',
  body,
});

describe('the response validator', () => {
  it.each<[string, ObservedResponse, string[]]>([
    ['a valid body', json('http://localhost:3001/api/trip/12', 200, trip), []],
    [
      'a nullable field sent as null',
      json('/api/trip/12', 200, { ...trip, legs: [{ departureAt: null }] }),
      [],
    ],
    [
      'a missing required field',
      json('/api/trip/12', 200, { id: 12, legs: [] }),
      ['GET /api/trip/{id} 200: /status is required but missing'],
    ],
    [
      'a wrong enum',
      json('/api/trip/12', 200, { ...trip, status: 'lost' }),
      ['GET /api/trip/{id} 200: /status must be one of "draft", "confirmed" (got "lost")'],
    ],
    [
      'a malformed date',
      json('/api/trip/12', 200, { ...trip, legs: [{ departureAt: '28/11/2026' }] }),
      [
        'GET /api/trip/{id} 200: /legs/0/departureAt must match format date-time (got "28/11/2026")',
      ],
    ],
    [
      'a field the document does not declare',
      json('/api/trip/12', 200, { ...trip, secret: 1 }),
      ['GET /api/trip/{id} 200: /secret is not in the document (additionalProperties: false)'],
    ],
    [
      'an error through a shared response',
      json('/api/trip/12', 404, { code: 404, message: 'Not found' }),
      [],
    ],
    [
      'a malformed error',
      json('/api/trip/12', 404, { message: 'Not found' }),
      ['GET /api/trip/{id} 404: /code is required but missing'],
    ],
    [
      'an undocumented status',
      json('/api/trip/12', 409, {}),
      ['GET /api/trip/{id} 409: status 409 is not documented'],
    ],
    ['a default response', json('/api/trip/12', 500, { code: 500, message: 'Boom' }, 'DELETE'), []],
    [
      'no content where none is described',
      { method: 'DELETE', url: '/api/trip/12', status: 204, contentType: null },
      [],
    ],
    [
      'a body where none is described',
      json('/api/trip/12', 204, {}, 'DELETE'),
      ['DELETE /api/trip/{id} 204: a body (application/json) where the document describes none'],
    ],
    [
      'a literal path before a template',
      { method: 'GET', url: '/api/trip/export', status: 200, contentType: 'text/csv' },
      [],
    ],
    [
      'an undocumented content type',
      json('/api/trip/export', 200, {}),
      ['GET /api/trip/export 200: content type application/json is not documented (text/csv)'],
    ],
    [
      'a prefixed base path',
      json('https://api.example.test/backend/api/trip/12', 200, { ...trip, status: 1 }),
      ['GET /api/trip/{id} 200: /status must be one of "draft", "confirmed" (got 1)'],
    ],
  ])('%s', (_, response, faults) => {
    const verdict = check(response);
    expect(verdict).toEqual({ kind: 'documented', operation: verdict.operation, faults });
  });

  it.each([
    ['an undocumented path', 'GET', '/api/plane/12/wings', 'GET /api/plane/{id}/wings'],
    ['an undocumented method of a documented path', 'PUT', '/api/trip/12', 'PUT /api/trip/{id}'],
  ])('tells %s apart', (_, method, url, operation) => {
    expect(check({ method, url, status: 200, contentType: null })).toEqual({
      kind: 'undocumented',
      operation,
    });
  });
});
