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
export {
  readJson,
  readJsonOrEmpty,
  readForm,
  isJsonObject,
  requiredErrors,
  idParam,
  clientOf,
  CLIENT_HEADER,
} from './request';
export type { JsonObject } from './request';
export { findOwned, withoutOwner } from './owned';
export { searchWords, matchesWords, naturalOrder } from './search';
export { QueryReader, paginate, MAX_PER_PAGE } from './query';
export type { PageParams, Ordering, Direction } from './query';
export {
  VALIDATOR,
  isIsoDate,
  isEmail,
  isPhone,
  isCountryCode,
  folded,
  fitsLength,
  passwordLengthError,
  lengthErrors,
  maxLengths,
  requiredTextError,
  addError,
  lengthMaxMessage,
  TEXT_MAX,
  type ValidatorKey,
} from './validators';
