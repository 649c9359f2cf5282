import { isJsonObject } from '../../api';
import { defineDomain } from '../../registry/defineDomain';
import { fileHandlers } from './handlers';
import './records';
import { uploadHandlers } from './uploads';

export { ownUpload, toUploadedFile } from './uploads';
export {
  fileStore,
  installFileStore,
  syncStoredFiles,
  memoryFileStore,
  type FileStore,
} from './store';

/** Saved uploads: their bytes in the store, or (saved before that) still inline in base64. */
const isUploadList = (saved: unknown) =>
  Array.isArray(saved) &&
  saved.every(
    (file) =>
      isJsonObject(file) &&
      typeof file.url === 'string' &&
      typeof file.size === 'number' &&
      typeof file.createdAt === 'string' &&
      (typeof file.storedName === 'string' || typeof file.base64 === 'string'),
  );

/**
 * Files: profile pictures drawn on the fly (no binary ships with the seed), and uploads
 * (POST api/file: jpg, png or pdf, 2 Mo at most, 50 MB per organization a day; the bytes in
 * a file store, the database keeps their metadata) the other calls refer to by id.
 */
export const domain = defineDomain({
  name: 'files',
  seed: () => ({ uploadedFiles: [] }),
  accepts: { uploadedFiles: isUploadList },
  handlers: [...fileHandlers, ...uploadHandlers],
});
