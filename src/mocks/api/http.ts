import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../lib/contract/generated/openapi';

/**
 * MSW's `http`, typed by the OpenAPI document (docs/api/openapi.yaml): a handler names a path
 * the document describes (`/api/trip/{id}`, any origin), and its params, query and body follow it.
 * A call the document does not describe does not compile.
 */
export const apiHttp = createOpenApiHttp<paths>({ baseUrl: '*' });
