import { vi } from 'vitest';

/** A file the browser would have saved. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * jsdom's Blob lacks stream(), which msw needs to hand a binary answer to its listeners (every
 * browser has it): a test-environment gap, filled once.
 */
export function fillBlobStream() {
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
}

/**
 * jsdom has no object URLs and no downloads: catches into `saved` what the browser would save
 * (a blob URL clicked through an anchor with `download`). `restore` puts jsdom back.
 */
export function captureDownloads(saved: SavedFile[] = []) {
  fillBlobStream();
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
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return {
    saved,
    restore() {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    },
  };
}
