/**
 * What the file tests share: the http layer as the app wires it (session token, organization),
 * and the browser parts jsdom lacks (Blob.stream, object URLs, the download itself).
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { organizationSelected } from '@/lib/auth/organizationSlice';
import { tokenRefreshed } from '@/lib/auth/sessionSlice';
import { setupApp } from '@tests/integration/http/harness';

export const PDF = new TextEncoder().encode('%PDF-1.7 a trip');

/** The files the browser would have saved, in order. */
export const saved: { name: string; blob: Blob }[] = [];
const cleanups: (() => void)[] = [];

/** Registers the hooks of a file test; call once at the top of the file. */
export function installFileHarness() {
  // jsdom's Blob lacks stream(), which msw needs to hand a blob response to its listeners
  // (every browser has it): a test-environment gap, filled for these tests only.
  beforeAll(() => {
    if (typeof Blob.prototype.stream === 'function') return;
    Object.defineProperty(Blob.prototype, 'stream', {
      configurable: true,
      value(this: Blob) {
        const read = this.arrayBuffer.bind(this);
        return new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new Uint8Array(await read()));
            controller.close();
          },
        });
      },
    });
  });

  beforeEach(() => {
    // jsdom has no object URLs and no downloads: catch what the browser would save.
    const blobs = new Map<string, Blob>();
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        const href = `blob:test/${blobs.size}`;
        blobs.set(href, blob);
        return href;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, blob });
    });
  });

  afterEach(() => {
    saved.splice(0);
    cleanups.splice(0).forEach((cleanup) => cleanup());
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/** The http layer as the app wires it, a session token and a selected organization. */
export function start() {
  const app = setupApp();
  cleanups.push(app.eject);
  app.store.dispatch(tokenRefreshed({ token: 'access-1' }));
  app.store.dispatch(organizationSelected({ id: 7, name: 'Demo FBO' }));
  return app;
}

export const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
