import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, isObject } from '../../lib/contract/findOperation';
import { loadDomains } from '../registry';
import { checksAll } from './recorder';
import { readDocument } from './document';

/**
 * The demo API and its document describe the same operations: every handler a domain registers
 * (method + path) is an operation of docs/api/openapi.yaml, and every operation has a handler.
 * Paths compare with their parameters unnamed: msw's `/api/trip/:id` (after its leading `*`) is
 * the document's `/api/trip/{id}`.
 */
const { domains } = await loadDomains();
const document = readDocument();

const unnamed = (path: string) => path.replace(/\{[^}]+\}|:[^/]+/g, '{}');

const documented = new Set(
  Object.entries(isObject(document.paths) ? document.paths : {}).flatMap(([path, item]) =>
    isObject(item)
      ? HTTP_METHODS.filter((method) => method in item).map(
          (method) => `${method.toUpperCase()} ${unnamed(path)}`,
        )
      : [],
  ),
);

/** `GET /api/trip/{}` for each handler of each domain. */
const served = domains.map((domain) => ({
  domain: domain.name,
  operations: domain.handlers.map((handler) => {
    if (!(handler instanceof HttpHandler)) return `${domain.name}: not an HTTP handler`;
    const { method, path } = handler.info;
    return `${String(method)} ${unnamed(String(path).replace(/^\*/, ''))}`;
  }),
}));

const undescribed = served
  .map(({ domain, operations }) => ({
    domain,
    missing: operations.filter((operation) => !documented.has(operation)),
  }))
  .filter(({ missing }) => missing.length > 0);

describe('the demo API and its OpenAPI document', () => {
  it('serves every operation the document describes', () => {
    const handled = new Set(served.flatMap(({ operations }) => operations));
    expect([...documented].filter((operation) => !handled.has(operation))).toEqual([]);
  });

  // API_CONTRACT_ALL=0 (a domain being written) lists the undescribed operations as todos instead.
  if (checksAll()) {
    it('describes every operation the demo API serves', () => {
      expect(undescribed).toEqual([]);
    });
  } else {
    for (const { domain, missing } of undescribed) {
      it.todo(`describe ${domain}'s ${missing.length} operation(s): ${missing.join(', ')}`);
    }
  }
});
