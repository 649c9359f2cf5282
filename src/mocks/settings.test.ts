import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIGINS, demoApiSettings, isAllowedHost, outboxEnabled } from './settings';

describe('demoApiSettings', () => {
  it('defaults to loopback, port 3001, .demo-data/db.json and no controls', () => {
    expect(demoApiSettings({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      dataFile: resolve('.demo-data/db.json'),
      controls: false,
      outbox: false,
      origins: [...DEFAULT_ORIGINS],
      contract: false,
    });
    expect(DEFAULT_ORIGINS).toEqual(
      expect.arrayContaining([
        'http://localhost:5173',
        'http://localhost:4173',
        'http://localhost:4174',
      ]),
    );
  });

  it('reads DEMO_API_HOST, DEMO_API_PORT, DEMO_API_DATA, DEMO_API_CONTROLS and DEMO_API_CONTRACT', () => {
    expect(
      demoApiSettings({
        DEMO_API_HOST: '0.0.0.0',
        DEMO_API_PORT: '3101',
        DEMO_API_DATA: '.demo-data/e2e.json',
        DEMO_API_CONTROLS: '1',
        DEMO_API_OUTBOX: '1',
        DEMO_API_ORIGINS: 'http://localhost:4174, https://demo.example/',
        DEMO_API_CONTRACT: '1',
      }),
    ).toEqual({
      port: 3101,
      host: '0.0.0.0',
      dataFile: resolve('.demo-data/e2e.json'),
      controls: true,
      // Never on an address other machines reach.
      outbox: false,
      origins: ['http://localhost:4174', 'https://demo.example'],
      contract: true,
    });
  });

  it.each(['0', 'true', 'yes', ''])('keeps the controls off for DEMO_API_CONTROLS=%s', (value) => {
    expect(demoApiSettings({ DEMO_API_CONTROLS: value }).controls).toBe(false);
  });

  it('ignores a port that is not one', () => {
    expect(demoApiSettings({ DEMO_API_PORT: 'http' }).port).toBe(3001);
    expect(demoApiSettings({ DEMO_API_PORT: '70000' }).port).toBe(3001);
  });
});

describe('outboxEnabled', () => {
  it.each([
    [{ DEMO_API_OUTBOX: '1' }, true],
    [{ DEMO_API_OUTBOX: '1', DEMO_API_HOST: 'localhost' }, true],
    [{ DEMO_API_OUTBOX: '1', DEMO_API_HOST: '::1' }, true],
    [{ DEMO_API_OUTBOX: '1', DEMO_API_HOST: '0.0.0.0' }, false],
    [{ DEMO_API_OUTBOX: '1', DEMO_API_HOST: '10.0.0.5' }, false],
    [{ DEMO_API_OUTBOX: 'true' }, false],
    [{}, false],
  ])('%j -> %s', (env, expected) => {
    expect(outboxEnabled(env)).toBe(expected);
  });
});

describe('isAllowedHost (DNS rebinding)', () => {
  it.each([
    ['localhost:3001', '127.0.0.1', true],
    ['127.0.0.1:3001', '127.0.0.1', true],
    ['[::1]:3001', '127.0.0.1', true],
    ['LOCALHOST', '127.0.0.1', true],
    ['evil.example:3001', '127.0.0.1', false],
    ['localhost.evil.example', '127.0.0.1', false],
    ['192.168.1.20:3001', '127.0.0.1', false],
    ['192.168.1.20:3001', '0.0.0.0', true],
    ['evil.example:3001', '0.0.0.0', false],
    [undefined, '127.0.0.1', false],
  ])('Host %s on %s -> %s', (header, boundTo, expected) => {
    expect(isAllowedHost(header, boundTo)).toBe(expected);
  });
});
