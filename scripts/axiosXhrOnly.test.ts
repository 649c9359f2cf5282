import { describe, expect, it } from 'vitest';
import { axiosXhrOnly } from './axiosXhrOnly';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = axiosXhrOnly();
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call({}, ...args);
const ADAPTERS = '/repo/node_modules/axios/lib/adapters/adapters.js';

describe('axiosXhrOnly', () => {
  it.each([
    ['./fetch.js', ADAPTERS, true],
    ['./xhr.js', ADAPTERS, false],
    ['./fetch.js', '/repo/src/lib/http/client.ts', false],
    ['./fetch.js', '/repo/node_modules/other/lib/adapters/adapters.js', false],
    ['./fetch.js', undefined, false],
  ] as const)('%s imported from %s is replaced: %s', (source, importer, replaced) => {
    const id = call(plugin.resolveId, source, importer);
    if (replaced) expect(id).toEqual(expect.any(String));
    else expect(id).toBeNull();
  });

  it('stands in with an adapter that says it is not supported', async () => {
    const id = call(plugin.resolveId, './fetch.js', ADAPTERS) as string;
    const code = call(plugin.load, id) as string;
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      getFetch: () => unknown;
      default: unknown;
    };
    expect(module.getFetch()).toBe(false);
    expect(module.default).toBe(false);
    expect(call(plugin.load, '/repo/src/main.tsx')).toBeNull();
  });

  it('only touches production builds', () => {
    expect(plugin.apply).toBe('build');
  });
});
