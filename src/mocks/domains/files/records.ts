import type { UploadedFile } from '../../../lib/api/files.types';

/** An upload as stored: its bytes (base64) and who sent it. */
export interface UploadedFileRecord extends UploadedFile {
  organizationId: number | null;
  userId: number;
  base64: string;
  createdAt: string;
}

declare module '../../db/types' {
  interface Db {
    uploadedFiles: UploadedFileRecord[];
  }
}
