import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/config/constants';

export const CHUNK_RELOAD_FLAG = 'front-office:chunk-reload';

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Chunk load took more than ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  timeoutMs: number;
}

const browserDeps = (): ReloadDeps => ({
  storage: sessionStorage,
  reload: () => window.location.reload(),
  timeoutMs: CHUNK_LOAD_TIMEOUT_MS,
});

/**
 * A chunk that fails to load (or takes more than 120 s) reloads the page once: after a deployment
 * the old chunk names are gone. The flag in sessionStorage stops a reload loop; a success clears it.
 */
export function loadWithReload<T>(
  load: () => Promise<T>,
  deps: ReloadDeps = browserDeps(),
): Promise<T> {
  return withTimeout(load(), deps.timeoutMs).then(
    (module) => {
      deps.storage.removeItem(CHUNK_RELOAD_FLAG);
      return module;
    },
    (error: unknown) => {
      if (deps.storage.getItem(CHUNK_RELOAD_FLAG)) throw error;
      deps.storage.setItem(CHUNK_RELOAD_FLAG, '1');
      deps.reload();
      // Never settles: the page is going away.
      return new Promise<T>(() => undefined);
    },
  );
}
