import { db } from '../../db';

/**
 * Where uploaded bytes live: never in the JSON database (40 files of 2 MB made it 120 MB and
 * every call 3 s). The Node server keeps them in a folder beside its data file
 * (`fileFolder.ts`); tests keep them in memory. Names are the server's own (`storedName`),
 * never the uploader's.
 */
export interface FileStore {
  write: (name: string, bytes: Uint8Array) => void;
  read: (name: string) => Uint8Array | undefined;
  /** Every stored name. */
  list: () => string[];
  remove: (name: string) => void;
}

export function memoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    write: (name, bytes) => void files.set(name, bytes),
    read: (name) => files.get(name),
    list: () => [...files.keys()],
    remove: (name) => void files.delete(name),
  };
}

let store: FileStore = memoryFileStore();

export function fileStore(): FileStore {
  return store;
}

/** The server installs its folder before it answers anything. */
export function installFileStore(next: FileStore): void {
  store = next;
}

/**
 * Brings the store in line with the database after a load or a reset: a record saved before
 * files left the database (its bytes in `base64`) has them written out, and files no record
 * names any more (a reset, a reseed) are deleted.
 */
export function syncStoredFiles(): void {
  for (const record of db.uploadedFiles) {
    const legacy: unknown = Reflect.get(record, 'base64');
    if (typeof legacy !== 'string') continue;
    record.storedName = `${crypto.randomUUID()}.bin`;
    store.write(record.storedName, new Uint8Array(Buffer.from(legacy, 'base64')));
    Reflect.deleteProperty(record, 'base64');
  }
  const named = new Set(db.uploadedFiles.map((record) => record.storedName));
  for (const name of store.list()) if (!named.has(name)) store.remove(name);
}
