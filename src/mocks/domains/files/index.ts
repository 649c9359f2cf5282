import { defineDomain } from '../../registry/defineDomain';
import { fileHandlers } from './handlers';

/** Uploaded files: profile pictures drawn on the fly, so no binary ships with the seed. */
export const domain = defineDomain({ name: 'files', handlers: fileHandlers });
