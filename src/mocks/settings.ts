import { isIP } from 'node:net';
import { resolve } from 'node:path';

/** The demo API's settings (README "Settings", .env.example), from the environment. */
export interface DemoApiSettings {
  port: number;
  /** Loopback unless DEMO_API_HOST says otherwise: the demo API has no business on a network. */
  host: string;
  dataFile: string;
  /** `__demo/*` (reset, clock): DEMO_API_CONTROLS=1 only. Read by the controls at each request. */
  controls: boolean;
  /** `api/demo/outbox`: DEMO_API_OUTBOX=1 (or `--outbox`), and only on a loopback address. */
  outbox: boolean;
  /** The browser origins CORS answers (DEMO_API_ORIGINS, comma-separated). */
  origins: string[];
  /** DEMO_API_CONTRACT=1: every answer is checked against docs/api/openapi.yaml (the e2e runs). */
  contract: boolean;
}

export const DEFAULT_PORT = 3001;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_FILE = '.demo-data/db.json';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1', '[::1]'];

/** The app's own origins: `npm start` (5173), `vite preview` (4173) and the e2e build (4174). */
export const DEFAULT_ORIGINS: readonly string[] = [5173, 4173, 4174].flatMap((port) =>
  ['localhost', '127.0.0.1', '[::1]'].map((name) => `http://${name}:${port}`),
);

/** `localhost`, `127.0.0.1`, `::1` (any 127.x.y.z too): reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const name = host.trim().toLowerCase();
  return LOOPBACK_NAMES.includes(name) || (isIP(name) === 4 && name.startsWith('127.'));
}

/** The host name of a `Host` header (`localhost:3001`, `[::1]:3001`), without its port. */
export function hostNameOf(header: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(header.trim());
  if (bracketed) return bracketed[1] ?? '';
  return header.trim().replace(/:\d+$/, '');
}

/**
 * Whether the server answers a request with this `Host` header. A page of another site whose
 * name was re-pointed at 127.0.0.1 (DNS rebinding) sends its own name, and is refused. Loopback
 * names always pass; an IP address too when the server was opened to the network
 * (DEMO_API_HOST), since no rebinding goes through an address.
 */
export function isAllowedHost(header: string | undefined, boundTo: string): boolean {
  if (!header) return false;
  const name = hostNameOf(header);
  return isLoopback(name) || (!isLoopback(boundTo) && isIP(name) !== 0);
}

const isOn = (value: string | undefined) => value === '1';

/** The outbox hands out reset links: never on an address other machines reach. */
export function outboxEnabled(env: NodeJS.ProcessEnv): boolean {
  return isOn(env.DEMO_API_OUTBOX) && isLoopback(env.DEMO_API_HOST?.trim() || DEFAULT_HOST);
}

function originsOf(raw: string | undefined): string[] {
  const listed = (raw ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  return listed.length > 0 ? listed : [...DEFAULT_ORIGINS];
}

export function demoApiSettings(env: NodeJS.ProcessEnv): DemoApiSettings {
  const port = Number(env.DEMO_API_PORT);
  return {
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : DEFAULT_PORT,
    host: env.DEMO_API_HOST?.trim() || DEFAULT_HOST,
    dataFile: resolve(env.DEMO_API_DATA?.trim() || DEFAULT_DATA_FILE),
    controls: isOn(env.DEMO_API_CONTROLS),
    outbox: outboxEnabled(env),
    origins: originsOf(env.DEMO_API_ORIGINS),
    contract: isOn(env.DEMO_API_CONTRACT),
  };
}
