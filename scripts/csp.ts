import type { Plugin } from 'vite';

/** The build-time settings the policy depends on (the `VITE_*` variables of `.env`). */
export interface CspSettings {
  /** VITE_API_URL: the marketplace API (default: the demo API). */
  apiUrl?: string;
  /** VITE_SENTRY_DSN: error reports go to its ingest host. */
  sentryDsn?: string;
  /** VITE_STRIPE_PUBLIC_KEY: Stripe Elements (script, API, frames). */
  stripePublicKey?: string;
  /** VITE_RECAPTCHA_SITE_KEY: Google reCAPTCHA (script, frame). */
  recaptchaSiteKey?: string;
}

export const DEFAULT_API_URL = 'http://localhost:3001/';

const STRIPE = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};
const RECAPTCHA = {
  script: ['https://www.google.com', 'https://www.gstatic.com'],
  frame: ['https://www.google.com'],
};

/** The origin (scheme, host, port) of an absolute URL; nothing for an empty or relative one. */
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
}

function unique(sources: string[]): string[] {
  return [...new Set(sources)];
}

/**
 * The Content-Security-Policy of the built app (DECISIONS.md, "Session hardening"), from the
 * settings: each third party is allowed only when its key is set.
 */
export function buildCsp(settings: CspSettings): string {
  const api = originOf(settings.apiUrl || DEFAULT_API_URL);
  // A DSN `https://key@o1.ingest.sentry.io/42` sends to `https://o1.ingest.sentry.io`.
  const sentry = originOf(settings.sentryDsn);
  const stripe = Boolean(settings.stripePublicKey);
  const recaptcha = Boolean(settings.recaptchaSiteKey);
  const frames = [...(stripe ? STRIPE.frame : []), ...(recaptcha ? RECAPTCHA.frame : [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // No inline script anywhere: the built index.html loads its entry from a file.
    [
      'script-src',
      ["'self'", ...(stripe ? STRIPE.script : []), ...(recaptcha ? RECAPTCHA.script : [])],
    ],
    // 'unsafe-inline' for styles only: emotion (MUI's styling engine) injects <style> tags at
    // run time, and MUI sets style attributes. Styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The API serves pictures (profiles, products); previews use data: and blob: URLs.
    ['img-src', ["'self'", 'data:', 'blob:', ...api]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...api, ...sentry, ...(stripe ? STRIPE.connect : [])]],
    // Sentry's session replay compresses in a worker it creates from a blob: URL.
    ['worker-src', sentry.length > 0 ? ["'self'", 'blob:'] : []],
    ['frame-src', frames],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  // A directive with no source of its own is left out: default-src 'self' then applies.
  return directives
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/** The settings as Vite's loadEnv gives them (the `.env` files and the process environment). */
export function cspSettingsOf(env: Record<string, string | undefined>): CspSettings {
  return {
    apiUrl: env.VITE_API_URL,
    sentryDsn: env.VITE_SENTRY_DSN,
    stripePublicKey: env.VITE_STRIPE_PUBLIC_KEY,
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY,
  };
}

/** An inline `<script>` (one without `src`) in an HTML page: the policy would block it. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([tag]) => tag);
}

/**
 * Writes the policy to `csp.txt` beside the built app, for the deployment's web server, and fails
 * the build if the built index.html carries an inline script the policy would block.
 */
export function cspFile(policy: string): Plugin {
  return {
    name: 'csp-file',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
        const inline = inlineScriptsOf(String(file.source));
        if (inline.length > 0) {
          this.error(`${file.fileName} has inline scripts the CSP blocks: ${inline.join(' ')}`);
        }
      }
      this.emitFile({ type: 'asset', fileName: 'csp.txt', source: `${policy}\n` });
    },
  };
}
