import type { Plugin } from 'vite';

/** axios's adapter table, which imports its fetch adapter beside the XHR one. */
const ADAPTERS = /node_modules\/axios\/lib\/adapters\/adapters\.js$/;
const ID = '\0axios-no-fetch-adapter';

/**
 * In a browser axios takes its first adapter that works, XHR (defaults: xhr, http, fetch), and
 * our client never asks for another; the fetch adapter (with its stream and multipart helpers,
 * ~3 KB gzip on the login page's path) is never run. A production build gets a stand-in that
 * says "not supported", which axios reports as such if anything ever asks for `fetch`.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './fetch.js' && importer && ADAPTERS.test(importer) ? ID : null;
    },
    load(id) {
      if (id !== ID) return null;
      return 'export const getFetch = () => false;\nexport default false;\n';
    },
  };
}
