import { describe, expect, it } from 'vitest';
import { neverRunModules } from './neverRunModules';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = neverRunModules();
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call({}, ...args);
const NM = '/repo/node_modules';
const AXIOS = `${NM}/axios/lib/adapters/adapters.js`;
const CREATE_THEME = `${NM}/@mui/material/styles/createTheme.mjs`;
const THEME_PROVIDER = `${NM}/@mui/material/styles/ThemeProvider.mjs`;

async function standIn(source: string, importer: string): Promise<Record<string, unknown>> {
  const id = call(plugin.resolveId, source, importer);
  if (typeof id !== 'string') throw new Error(`${source} from ${importer} is not replaced`);
  const code = call(plugin.load, id);
  if (typeof code !== 'string') throw new Error(`no code for ${id}`);
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<
    string,
    unknown
  >;
}

describe('neverRunModules', () => {
  it.each([
    ['./fetch.js', AXIOS, true],
    ['./xhr.js', AXIOS, false],
    ['./fetch.js', '/repo/src/lib/http/client.ts', false],
    ['./fetch.js', `${NM}/other/lib/adapters/adapters.js`, false],
    ['./createThemeWithVars.mjs', CREATE_THEME, true],
    ['./createThemeNoVars.mjs', CREATE_THEME, false],
    ['./createThemeWithVars.mjs', `${NM}/@mui/material/styles/experimental_extendTheme.mjs`, false],
    ['./ThemeProviderWithVars.mjs', THEME_PROVIDER, true],
    ['./ThemeProviderNoVars.mjs', THEME_PROVIDER, false],
    ['./fetch.js', undefined, false],
  ] as const)('%s imported from %s is replaced: %s', (source, importer, replaced) => {
    const id = call(plugin.resolveId, source, importer);
    if (replaced) expect(id).toEqual(expect.any(String));
    else expect(id).toBeNull();
  });

  it("stands in for axios's fetch adapter with one that is not supported", async () => {
    const module = await standIn('./fetch.js', AXIOS);
    expect(typeof module.getFetch === 'function' && module.getFetch()).toBe(false);
    expect(module.default).toBe(false);
  });

  it.each([
    ['./createThemeWithVars.mjs', CREATE_THEME, 'default'],
    ['./ThemeProviderWithVars.mjs', THEME_PROVIDER, 'CssVarsProvider'],
  ] as const)('%s keeps its export %s, which refuses to run', async (source, importer, name) => {
    const module = await standIn(source, importer);
    const exported = module[name];
    expect(typeof exported).toBe('function');
    expect(() => (typeof exported === 'function' ? exported() : undefined)).toThrow(
      /left out of this build/,
    );
  });

  it('loads nothing else, and only touches production builds', () => {
    expect(call(plugin.load, '/repo/src/main.tsx')).toBeNull();
    expect(call(plugin.load, '\0never-run:99')).toBeNull();
    expect(plugin.apply).toBe('build');
  });
});
