import {
  SERVICE_STATUSES,
  SERVICE_TYPOLOGIES,
  VALIDATION_STATES,
  type ServicePage,
} from '../../../entities/service/contract';
import { QueryReader, matchesWords, paginate, searchWords } from '../../api';
import { db } from '../../db';
import type { Lang } from '../shop';
import { currentContent, toSummary } from './content';
import type { ServiceRecord } from './records';

const ID = /^\d{1,15}$/;

/**
 * GET api/product and api/operator/product: filtered by typology, airport, status, validation
 * state, a search in either language's name (and the seller, for operators); awaiting validation
 * first, then the most recently changed.
 */
export function listServices(
  search: URLSearchParams,
  lang: Lang,
  scope: { sellerId: number } | 'operator',
): ServicePage | Response {
  const query = new QueryReader(search);
  const typology = query.oneOf('typology', SERVICE_TYPOLOGIES);
  const airportId = query.matching('airportId', ID, 'validator.number');
  const status = query.oneOf('status', SERVICE_STATUSES);
  const validationState = query.oneOf('validationState', VALIDATION_STATES);
  const sellerText =
    scope === 'operator' ? query.matching('sellerId', ID, 'validator.number') : undefined;
  const words = searchWords(query.text('searchQuery'));
  const page = query.page();
  if (query.failed()) return query.badRequest();
  const sellerId = scope === 'operator' ? sellerText && Number(sellerText) : scope.sellerId;
  const found = db.services.filter((service) => {
    const name = currentContent(service).name;
    return (
      (sellerId === undefined || service.sellerId === sellerId) &&
      (typology === undefined || service.typology === typology) &&
      (airportId === undefined || service.airportIds.includes(Number(airportId))) &&
      (status === undefined || service.status === status) &&
      (validationState === undefined || service.validationState === validationState) &&
      (words.length === 0 || matchesWords(`${name.en} ${name.fr}`, words))
    );
  });
  const awaitingFirst = (s: ServiceRecord) => (s.validationState === 'awaiting_validation' ? 0 : 1);
  found.sort(
    (a, b) =>
      awaitingFirst(a) - awaitingFirst(b) || b.updatedAt.localeCompare(a.updatedAt) || a.id - b.id,
  );
  return {
    products: paginate(found, page).map((service) => toSummary(service, lang)),
    totalItems: found.length,
  };
}
