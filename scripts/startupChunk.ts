import type { Plugin } from 'vite';

/**
 * Puts every module the entry imports statically (transitively) into one `startup` chunk.
 * The automatic split cut that graph into a dozen small files, each a request on the first
 * paint's path; one file loads sooner. Lazily imported code is untouched: a module is captured
 * only if the entry reaches it without a dynamic import.
 */
/**
 * Modules the startup graph reaches only through a library's barrel (react-i18next's index, a
 * library's dev-only prop-types) and never runs: left in the set, a lazy page that does use them
 * (a `<Trans>` with links, Stripe's and reCAPTCHA's components, a checkbox) would put their code
 * in the startup chunk, on the login page's path.
 */
const LAZY_ONLY = [
  /\/react-i18next\/dist\/es\/Trans(WithoutContext)?\.js$/,
  /\/html-parse-stringify\//,
  /\/@mui\/material\/Checkbox\//,
  // Reached through MUI's barrels (`@mui/material/styles` re-exports all of `@mui/system`,
  // `@mui/material/utils` its helpers), used by lazy pages only: ~4 KB gzip off /login.
  /\/@mui\/system\/(Grid|Stack|useMediaQuery)\//,
  /\/@mui\/material\/SvgIcon\//,
  /\/@mui\/material\/utils\/(createSvgIcon|mergeSlotProps|useControlled|debounce|getActiveElement|isMuiElement|createChainedFunction)\.mjs$/,
];

/** The first page most visits paint: its form's modules travel in one chunk (see below). */
const LOGIN_PAGE = /\/src\/features\/auth\/pages\/LoginPage\.tsx$/;

/** Every module `from` reaches without a dynamic import, but those of `except`. */
function staticGraph(
  from: string[],
  importsOf: (id: string) => readonly string[],
  except: ReadonlySet<string>,
): Set<string> {
  const found = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop();
    if (id === undefined || found.has(id) || except.has(id)) continue;
    if (LAZY_ONLY.some((re) => re.test(id))) continue;
    found.add(id);
    queue.push(...importsOf(id));
  }
  return found;
}

export function startupChunk(): Plugin {
  let startup = new Set<string>();
  let login = new Set<string>();
  return {
    name: 'startup-chunk',
    apply: 'build',
    buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      startup = staticGraph(entries, importsOf, new Set());
      // The entry and its own module (index.html's main.tsx) stay the entry chunk.
      for (const entry of entries) {
        startup.delete(entry);
        if (entry.endsWith('.html')) {
          for (const id of importsOf(entry)) startup.delete(id);
        }
      }
      // The form modules the login page imports make one chunk: the automatic split cut
      // them into as many files as other pages share subsets of them (text field, password
      // field, icon button, zod...), each a request and a separately compressed file.
      const loginPage = [...this.getModuleIds()].filter((id) => LOGIN_PAGE.test(id));
      // The page module itself keeps its own chunk (the route's lazy import, the size report).
      login = staticGraph(loginPage, importsOf, startup);
      for (const id of loginPage) login.delete(id);
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'startup', test: (id: string) => startup.has(id) },
            { name: 'login', test: (id: string) => login.has(id) },
            // The config's own groups (vite.config.ts: the kit's shared modules) after these two.
            ...(typeof options.codeSplitting === 'object'
              ? (options.codeSplitting.groups ?? [])
              : []),
          ],
        },
      };
    },
  };
}
