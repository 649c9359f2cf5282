/**
 * The `upload` fields of a declared form: a file the API keeps by id (its UploadedFile). The form
 * holds the file kept or a new File; a new one is stored (the field's `store`, lib/files'
 * storeFile) when the form is saved, before its payload is made, so `toPayload` finds an
 * UploadedFile (`uploadedId`).
 */
import type { UploadedFile } from '@/lib/api/files.types';
import type { FieldDeclaration } from './formDeclaration';

/** An upload field's value: the file kept, a new one to upload, or none. */
export type UploadValue = UploadedFile | File | null;

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'id' in value && 'url' in value;

const valueOf = (values: unknown, name: string): unknown =>
  typeof values === 'object' && values !== null ? Reflect.get(values, name) : undefined;

/** The values with each new file of the form's upload fields uploaded (its UploadedFile). */
export async function uploadNewFiles<O>(fields: readonly FieldDeclaration[], values: O) {
  let uploaded = values;
  for (const { name, kind, store } of fields) {
    const file = valueOf(values, name);
    if (kind !== 'upload' || !(file instanceof File)) continue;
    if (!store) throw new Error(`The upload field ${name} has no store`);
    uploaded = Object.assign({}, uploaded, { [name]: await store(file) });
  }
  return uploaded;
}

/** The id of an upload field's file in `toPayload` (new files are uploaded by then); null without. */
export function uploadedId(value: UploadValue): number | null {
  if (value instanceof File) throw new Error('A new file is sent before it was uploaded');
  return value?.id ?? null;
}
