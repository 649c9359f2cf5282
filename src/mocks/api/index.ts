export {
  apiError,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  payloadTooLarge,
  unsupportedMediaType,
  serverError,
  INVALID_REQUEST,
} from './responses';
export { readJson, requiredErrors, idParam } from './request';
export type { JsonObject } from './request';
export { QueryReader, paginate } from './query';
export type { PageParams, Ordering, Direction } from './query';
export {
  VALIDATOR,
  isIsoDate,
  isEmail,
  isPhone,
  isCountryCode,
  folded,
  fitsLength,
  lengthErrors,
  requiredTextError,
  lengthMaxMessage,
  TEXT_MAX,
  type ValidatorKey,
} from './validators';
