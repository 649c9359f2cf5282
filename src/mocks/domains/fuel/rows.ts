import {
  FUEL_PRICE_ERRORS,
  FUEL_VALIDATOR,
  overlappingRow,
  type FuelPrice,
  type FuelPricePayload,
} from '../../../entities/service/contract';
import { productFuelTypeValues } from '../../../lib/contract/generated/constants';
import { SEPARATOR } from '../../../lib/validation/translateError';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  isIsoDate,
  matchesWords,
  searchWords,
} from '../../api';
import { ownedCrud, type CrudRights, type ListQuery } from '../../crud';
import { db, now } from '../../db';
import { applyDueImports, importedAirports, nextRunAfter } from './nightly';
import type { FuelPriceRecord } from './records';
import { checkRow, readRow } from './fields';

/** Adding, changing and deleting a row all ask FUEL_EDIT (DECISIONS.md "Capacity and fuel"). */
const RIGHTS: CrudRights = {
  view: 'FUEL_VIEW',
  add: 'FUEL_EDIT',
  edit: 'FUEL_EDIT',
  delete: 'FUEL_EDIT',
};

export function sellerAirports(sellerId: number): string[] {
  return db.organizations.find((org) => org.id === sellerId)?.airportIcaos ?? [];
}

/** The reason manual edits of an imported airport are refused: the next run names when. */
export function importedLock(icao: string, sellerId: number): FuelPrice['lock'] {
  return importedAirports(sellerId).has(icao)
    ? { reason: 'imported', nextRunAt: nextRunAfter(now()).toISOString() }
    : null;
}

function importedError(lock: NonNullable<FuelPrice['lock']>): Response {
  return badRequest(
    {
      icao: [
        `${FUEL_VALIDATOR.imported}${SEPARATOR}${JSON.stringify({ nextRunAt: lock.nextRunAt })}`,
      ],
    },
    FUEL_PRICE_ERRORS.imported,
  );
}

export function toFuelPrice(record: FuelPriceRecord): FuelPrice {
  const { sellerId, ...shown } = record;
  const currency = db.organizations.find((org) => org.id === sellerId)?.currencyCode ?? 'EUR';
  return { ...shown, currency, lock: importedLock(record.icao, sellerId) };
}

function listQuery(params: URLSearchParams): ListQuery<FuelPriceRecord> | Response {
  const query = new QueryReader(params);
  const words = searchWords(query.text('searchQuery'));
  const icao = query.matching('icao', /^[A-Z]{4}$/, VALIDATOR.pattern);
  const fuelType = query.oneOf('fuelType', productFuelTypeValues);
  const activeAt = query.text('activeAt');
  const page = query.page();
  if (query.failed()) return query.badRequest();
  const errors: Record<string, string[]> = {};
  if (activeAt !== undefined && !isIsoDate(activeAt)) errors.activeAt = [VALIDATOR.date];
  if (Object.keys(errors).length > 0) return badRequest(errors);
  const filter = (r: FuelPriceRecord) =>
    (icao === undefined || r.icao === icao) &&
    (fuelType === undefined || r.fuelType === fuelType) &&
    (activeAt === undefined || (r.startAt <= activeAt && activeAt <= r.endAt)) &&
    matchesWords(`${r.icao} ${r.iata ?? ''} ${r.countryCode} ${r.supplier}`, words);
  const compare = (a: FuelPriceRecord, b: FuelPriceRecord) =>
    a.icao.localeCompare(b.icao) ||
    a.fuelType.localeCompare(b.fuelType) ||
    a.supplier.localeCompare(b.supplier) ||
    a.startAt.localeCompare(b.startAt) ||
    a.id - b.id;
  return { filter, compare, page };
}

function isComplete(payload: Partial<FuelPricePayload>): payload is FuelPricePayload {
  return (
    payload.countryCode !== undefined &&
    payload.icao !== undefined &&
    payload.supplier !== undefined &&
    payload.fuelType !== undefined &&
    payload.startAt !== undefined &&
    payload.endAt !== undefined &&
    payload.vat !== undefined &&
    payload.quantityUnit !== undefined &&
    payload.public !== undefined &&
    payload.commercialFlights !== undefined &&
    payload.privateFlights !== undefined &&
    payload.fees !== undefined
  );
}

/** The merged row's rules: its period against the seller's other rows, the import lock. */
function ruled(row: FuelPriceRecord): FuelPriceRecord | Response {
  const errors: Record<string, string[]> = {};
  const iata = checkRow(row, errors);
  if (Object.keys(errors).length > 0) return badRequest(errors);
  const lock = importedLock(row.icao, row.sellerId);
  if (lock) return importedError(lock);
  const others = db.fuelPrices.filter((r) => r.sellerId === row.sellerId && r.id !== row.id);
  if (overlappingRow(others, row)) {
    return badRequest({ startAt: [FUEL_VALIDATOR.overlap] }, FUEL_PRICE_ERRORS.overlap);
  }
  return { ...row, iata: row.iata ?? iata, source: 'manual', importId: null };
}

/** Fuel price rows of the selected seller (api/fuel-price). */
export const fuelPriceHandlers = ownedCrud({
  path: 'api/fuel-price',
  records: () => {
    applyDueImports();
    return db.fuelPrices;
  },
  ownerKey: 'sellerId',
  sellerOnly: true,
  rights: RIGHTS,
  notFound: FUEL_PRICE_ERRORS.notFound,
  toApi: toFuelPrice,
  list: { key: 'fuelPrices', query: listQuery },
  read: (body, partial, { ownerId }) => {
    const { fields, errors } = readRow(body, partial, sellerAirports(ownerId));
    return { payload: fields, errors: Object.keys(errors).length > 0 ? errors : null };
  },
  create: (payload, { ownerId }, stamp) => {
    if (!isComplete(payload)) return badRequest();
    return ruled({
      ...payload,
      iata: payload.iata ?? null,
      ...stamp,
      sellerId: ownerId,
      source: 'manual',
      importId: null,
    });
  },
  // A row moved to another airport takes that airport's IATA unless one is sent.
  update: (row, payload) =>
    ruled({
      ...row,
      ...payload,
      iata: payload.iata ?? (payload.icao && payload.icao !== row.icao ? null : row.iata),
    }),
  locked: (row) => {
    const lock = importedLock(row.icao, row.sellerId);
    return lock ? importedError(lock) : null;
  },
}).handlers;
