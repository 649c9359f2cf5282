import type { Schemas } from './contract';

/**
 * POST api/file (multipart, field `file`): an upload the other calls refer to by id, e.g. a
 * claim's evidence (spec section 5: 2 Mo at most; claims take jpg, png or pdf).
 */
export type UploadedFile = Schemas['UploadedFile'];

/** Spec section 5: "Maximum file size 2Mo". */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
