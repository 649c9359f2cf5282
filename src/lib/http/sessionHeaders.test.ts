import { describe, expect, it } from 'vitest';
import { goesToApi, type RequestTarget } from './sessionHeaders';

const API = 'http://localhost:3001/';
const PAGE = 'http://localhost:5173/trips';

describe('goesToApi: the bearer token goes only to the API origin', () => {
  it.each<[string, RequestTarget, boolean]>([
    ['a relative path on the API base', { url: 'api/rights', baseURL: API }, true],
    ['a root-relative path on the API base', { url: '/api/rights', baseURL: API }, true],
    ['an absolute URL on the API', { url: 'http://localhost:3001/api/rights', baseURL: API }, true],
    ['an absolute URL elsewhere', { url: 'https://evil.example/steal', baseURL: API }, false],
    ['a protocol-relative URL elsewhere', { url: '//evil.example/steal', baseURL: API }, false],
    ['same host, another port', { url: 'http://localhost:3002/api', baseURL: API }, false],
    ['same host, another scheme', { url: 'https://localhost:3001/api', baseURL: API }, false],
    [
      'user info hiding another host',
      { url: 'http://localhost:3001@evil.example/', baseURL: API },
      false,
    ],
    [
      'a base URL overridden elsewhere',
      { url: 'api/rights', baseURL: 'https://cdn.example/' },
      false,
    ],
    [
      'absolute URLs forced onto the base',
      { url: 'https://evil.example/x', baseURL: API, allowAbsoluteUrls: false },
      true,
    ],
    ['no base: resolved against the page', { url: '/api/rights' }, false],
    ['unparsable', { url: 'http://[::1', baseURL: undefined }, false],
  ])('%s -> %s', (_label, target, expected) => {
    expect(goesToApi(target, API, PAGE)).toBe(expected);
  });

  it('an API on the page origin accepts relative paths', () => {
    expect(goesToApi({ url: '/api/rights' }, '/', PAGE)).toBe(true);
  });
});
