import { resolve } from 'node:path';

/** The demo API's settings (README "Settings", .env.example), from the environment. */
export interface DemoApiSettings {
  port: number;
  /** Loopback unless DEMO_API_HOST says otherwise: the demo API has no business on a network. */
  host: string;
  dataFile: string;
  /** `__demo/*` (reset, clock): DEMO_API_CONTROLS=1 only. Read by the controls at each request. */
  controls: boolean;
}

export const DEFAULT_PORT = 3001;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_FILE = '.demo-data/db.json';

export function demoApiSettings(env: NodeJS.ProcessEnv): DemoApiSettings {
  const port = Number(env.DEMO_API_PORT);
  return {
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : DEFAULT_PORT,
    host: env.DEMO_API_HOST?.trim() || DEFAULT_HOST,
    dataFile: resolve(env.DEMO_API_DATA?.trim() || DEFAULT_DATA_FILE),
    controls: env.DEMO_API_CONTROLS === '1',
  };
}
