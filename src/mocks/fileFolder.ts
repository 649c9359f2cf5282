import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { FileStore } from './domains/files';
import { saveTo } from './db/persistence';

/** `.demo-data/db.json` -> `.demo-data/db-files/`: each data file has its own uploads. */
export function fileFolderOf(dataFile: string): string {
  return join(dirname(dataFile), `${basename(dataFile, extname(dataFile))}-files`);
}

/** A stored name is ours (a UUID and an extension); anything else never reaches the disk. */
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

function pathOf(folder: string, name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
  return join(folder, name);
}

/** Uploads as files in `folder`, written like the database (temporary file, then rename). */
export function folderFileStore(folder: string): FileStore {
  return {
    write: (name, bytes) => saveTo(pathOf(folder, name), bytes),
    read: (name) => {
      const path = pathOf(folder, name);
      return existsSync(path) ? new Uint8Array(readFileSync(path)) : undefined;
    },
    list: () =>
      existsSync(folder) ? readdirSync(folder).filter((name) => STORED_NAME.test(name)) : [],
    remove: (name) => rmSync(pathOf(folder, name), { force: true }),
  };
}
