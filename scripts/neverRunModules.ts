import type { Plugin } from 'vite';

/** A library module that our app imports (through the library) but never runs. */
export interface StandIn {
  /** The library module that imports it. */
  importer: RegExp;
  /** The import, as that module writes it. */
  source: string;
  /** What the production build gets instead: the same exports, which refuse to run. */
  code: string;
}

const refuse = (what: string) =>
  `function refuse() { throw new Error('${what} is left out of this build (scripts/neverRunModules.ts)'); }`;

/**
 * Code on the login page's path that can never run in this app; each stand-in keeps the
 * library's module shape, so a change that does need the real module fails loudly.
 */
export const STAND_INS: readonly StandIn[] = [
  {
    // In a browser axios takes its first adapter that works, XHR (defaults: xhr, http, fetch),
    // and our client never asks for another: its fetch adapter (with stream and multipart
    // helpers, ~3 KB gzip) never runs. The stand-in says "not supported", as axios reports it.
    importer: /node_modules\/axios\/lib\/adapters\/adapters\.js$/,
    source: './fetch.js',
    code: 'export const getFetch = () => false;\nexport default false;\n',
  },
  {
    // MUI builds a CSS-variables theme only when given `cssVariables` or `colorSchemes`; our
    // theme (lib/theme) gives a palette per skin, so createTheme takes its no-vars branch.
    importer: /node_modules\/@mui\/material\/styles\/createTheme\.mjs$/,
    source: './createThemeWithVars.mjs',
    code: `${refuse('MUI CSS variables theme')}\nexport default refuse;\n`,
  },
  {
    // ...and ThemeProvider uses the CSS-variables provider only for such a theme.
    importer: /node_modules\/@mui\/material\/styles\/ThemeProvider\.mjs$/,
    source: './ThemeProviderWithVars.mjs',
    code: `${refuse('MUI CSS variables provider')}\nexport { refuse as CssVarsProvider };\n`,
  },
];

const PREFIX = '\0never-run:';

/** Production builds get the stand-ins of STAND_INS (tests and the dev server keep the real modules). */
export function neverRunModules(standIns: readonly StandIn[] = STAND_INS): Plugin {
  return {
    name: 'never-run-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const index = standIns.findIndex((s) => s.source === source && s.importer.test(importer));
      return index === -1 ? null : `${PREFIX}${index}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return standIns[Number(id.slice(PREFIX.length))]?.code ?? null;
    },
  };
}
