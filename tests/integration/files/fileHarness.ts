/**
 * What the file tests share: the http layer as the app wires it (session token, organization),
 * and the browser parts jsdom lacks (Blob.stream, object URLs, the download itself).
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { organizationSelected } from '@/lib/auth/organizationSlice';
import { tokenRefreshed } from '@/lib/auth/sessionSlice';
import { setupApp } from '@tests/integration/http/harness';
import { captureDownloads, fillBlobStream, type SavedFile } from '@tests/utils/downloads';

export const PDF = new TextEncoder().encode('%PDF-1.7 a trip');

/** The files the browser would have saved, in order. */
export const saved: SavedFile[] = [];
const cleanups: (() => void)[] = [];

/** Registers the hooks of a file test; call once at the top of the file. */
export function installFileHarness() {
  beforeAll(fillBlobStream);

  let downloads: ReturnType<typeof captureDownloads> | null = null;
  beforeEach(() => {
    downloads = captureDownloads(saved);
  });

  afterEach(() => {
    saved.splice(0);
    cleanups.splice(0).forEach((cleanup) => cleanup());
    downloads?.restore();
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
