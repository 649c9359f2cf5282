import type { UploadedFile } from '../../../lib/api/files.types';

/** An upload as recorded: who sent it and where its bytes are (the file store, not here). */
export interface UploadedFileRecord extends UploadedFile {
  organizationId: number | null;
  userId: number;
  /** The name in the file store: the server's own (a UUID), never the uploader's. */
  storedName: string;
  createdAt: string;
}

declare module '../../db/types' {
  interface Db {
    uploadedFiles: UploadedFileRecord[];
  }
}
