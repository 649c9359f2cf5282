import { defineDomain } from '../../registry/defineDomain';
import { fileHandlers } from './handlers';
import './records';
import { uploadHandlers } from './uploads';

export { ownUpload, toUploadedFile } from './uploads';

/**
 * Files: profile pictures drawn on the fly (no binary ships with the seed), and uploads
 * (POST api/file: jpg, png or pdf, 2 Mo at most) the other calls refer to by id.
 */
export const domain = defineDomain({
  name: 'files',
  seed: () => ({ uploadedFiles: [] }),
  handlers: [...fileHandlers, ...uploadHandlers],
});
