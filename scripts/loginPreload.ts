import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The page most cold visits open first. */
const LOGIN_PAGE = /\/src\/features\/auth\/pages\/LoginPage\.tsx$/;
/**
 * What the login route loads beside its page: its English texts (the route waits for them), and
 * in demo builds the demo accounts list with its texts (absent from other builds).
 */
const LOGIN_EXTRAS = [
  /\/locales\/en\/auth\.json(\?raw)?$/,
  /\/locales\/en\/demo\.json(\?raw)?$/,
  /\/src\/features\/auth\/components\/DemoAccounts\.tsx$/,
];
const FILE_NAME = 'assets/login-preload.js';

const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** `from` and every chunk it imports statically, by file name. */
function staticClosure(bundle: OutputBundle, from: readonly string[]): Set<string> {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || found.has(file)) continue;
    found.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return found;
}

/**
 * The files /login needs beyond the startup chunk: its page chunk, its texts (and demo list),
 * and their static imports. Empty when the bundle has no login page (another app).
 */
export function loginFiles(bundle: OutputBundle): string[] {
  const chunks = chunksOf(bundle);
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const facade = (chunk: OutputChunk) => chunk.facadeModuleId ?? '';
  const login = chunks.find((chunk) => LOGIN_PAGE.test(facade(chunk)));
  if (!login) return [];
  const extras = chunks.filter((chunk) => LOGIN_EXTRAS.some((re) => re.test(facade(chunk))));
  const startup = staticClosure(bundle, entries);
  const wanted = staticClosure(
    bundle,
    [login, ...extras].map((chunk) => chunk.fileName),
  );
  return [...wanted].filter((file) => !startup.has(file)).sort();
}

/** The preload script: on /login, the page's chunks are fetched while the startup chunk runs. */
export function preloadScript(files: readonly string[], base = '/'): string {
  return `if (location.pathname === '/login') {
  for (const file of ${JSON.stringify(files.map((file) => `${base}${file}`))}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
}
`;
}

/**
 * The router asks for the login page's chunk only once the startup chunk has run (route `lazy`):
 * on a cold /login the network then idles while that code runs. A tiny script, first in the
 * head (an external file: the Content-Security-Policy allows no inline script), asks for the
 * page's chunks at once, and only on /login: other pages fetch nothing more.
 */
export function loginPreload(): Plugin {
  let base = '/';
  let files: string[] = [];
  return {
    name: 'login-preload',
    apply: 'build',
    // Before Vite's HTML plugin, whose bundle step writes index.html with the hook below.
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      files = loginFiles(bundle);
      if (files.length === 0) return;
      this.emitFile({ type: 'asset', fileName: FILE_NAME, source: preloadScript(files, base) });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (files.length === 0) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'module', src: `${base}${FILE_NAME}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
