import type { Plugin } from 'vite';

/** The libraries loaded only by lazy pages (Stripe, reCAPTCHA) that import prop-types. */
const LAZY_LIBRARIES =
  /node_modules\/(react-google-recaptcha|react-async-script|@stripe\/react-stripe-js)\//;
const ID = '\0lazy-prop-types';

/**
 * MUI imports prop-types from every component but uses it only in development, so a production
 * build drops it; a lazy library that does use it would keep that shared module, and with it
 * prop-types and its react-is, in the startup chunk. Those libraries get prop-types' own
 * production shims (validators that check nothing) as a module of their own instead.
 */
export function lazyPropTypes(): Plugin {
  return {
    name: 'lazy-prop-types',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'prop-types' && importer && LAZY_LIBRARIES.test(importer) ? ID : null;
    },
    load(id) {
      if (id !== ID) return null;
      return `function shim() {}
shim.isRequired = shim;
function getShim() { return shim; }
const PropTypes = {
  array: shim, bigint: shim, bool: shim, func: shim, number: shim, object: shim, string: shim,
  symbol: shim, any: shim, arrayOf: getShim, element: shim, elementType: shim,
  instanceOf: getShim, node: shim, objectOf: getShim, oneOf: getShim, oneOfType: getShim,
  shape: getShim, exact: getShim, checkPropTypes: shim, resetWarningCache: shim,
};
PropTypes.PropTypes = PropTypes;
export default PropTypes;
`;
    },
  };
}
