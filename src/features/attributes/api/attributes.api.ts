import type { Schemas } from '@/lib/api/contract';
import { resourceApi } from '@/lib/api/resourceApi';
import { attributeTypeValues } from '@/lib/contract/generated/constants';
import { uploadFile } from '@/lib/files';
import { attributes } from '../resource';

export type Attribute = Schemas['ServiceAttributeDefinition'];
export type AttributePayload = Schemas['AttributePayload'];
export type AttributeImport = Schemas['AttributeImport'];
export type AttributeFilter = 'search' | 'type' | 'filterable';

export const IMPORT_URL = 'api/import/attribute';
export const EXPORT_URL = 'api/export/attribute';
export const IMPORT_INVALID = 'errors.attribute_import_invalid';

/** `?search=…&type=choice&filterable=true`, as the API names them. */
export const attributesApi = resourceApi<Attribute, AttributePayload, AttributeFilter>(attributes, {
  query: {
    search: 'search',
    filters: { type: { enum: attributeTypeValues }, filterable: { boolean: 'filterable' } },
  },
});

/** Sends a CSV (multipart): all of it is imported, or nothing (errors by line). */
export function uploadAttributes(file: File): Promise<AttributeImport> {
  return uploadFile<AttributeImport>({ url: IMPORT_URL, file, meta: { success: 'added' } });
}

/** After an import: the list shows the attributes added and changed. */
export const attributesChanged = () => attributesApi.api.util.invalidateTags(['Attribute']);
