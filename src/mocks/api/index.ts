export { apiError, badRequest, unauthorized, forbidden, notFound, conflict } from './responses';
export { readJson, requiredErrors, booleanParam, pageParams, paginate, idParam } from './request';
export type { JsonObject, PageParams } from './request';
