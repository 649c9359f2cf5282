import { http, HttpResponse } from 'msw';
import { QueryReader, badRequest, idParam, matchesWords, notFound, searchWords } from '../../api';
import { authorize } from '../../auth';
import { ownedCrud, type ListQuery } from '../../crud';
import { db } from '../../db';
import { deliveredLinesHandler } from './deliveredLines';
import { readFuelCertificate } from './payload';
import { FUEL_CERTIFICATE_NOT_FOUND, type FuelCertificateRecord } from './records';
import { certificateErrors, lineError } from './rules';
import { fuelCertificatePdf, sideOrder } from './print';
import { toFuelCertificate } from './view';

/** Latest fuelling first. */
function byFuelling(a: FuelCertificateRecord, b: FuelCertificateRecord): number {
  return b.fuelingStartAt.localeCompare(a.fuelingStartAt) || b.id - a.id;
}

function listQuery(params: URLSearchParams): ListQuery<FuelCertificateRecord> | Response {
  const query = new QueryReader(params);
  const words = searchWords(query.text('searchQuery'));
  const page = query.page();
  if (query.failed()) return query.badRequest();
  const filter = (record: FuelCertificateRecord) => {
    const shown = toFuelCertificate(record);
    const text = [
      shown.certificateNumber,
      shown.registration ?? '',
      shown.client.name,
      shown.quoteReference,
      shown.truckNumber,
      shown.provider,
    ].join(' ');
    return matchesWords(text, words);
  };
  return { filter, compare: byFuelling, page };
}

/** The five-handler helper without its DELETE: the contract has no delete for a certificate. */
const crud = ownedCrud({
  path: 'api/fuel-certificate',
  records: () => db.fuelCertificates,
  ownerKey: 'sellerId',
  sellerOnly: true,
  rights: { view: 'FUEL_VIEW', add: 'FUEL_EDIT', edit: 'FUEL_EDIT', delete: 'FUEL_EDIT' },
  notFound: FUEL_CERTIFICATE_NOT_FOUND,
  toApi: toFuelCertificate,
  list: { key: 'fuelCertificates', query: listQuery },
  read: (body, partial) => readFuelCertificate(body, partial),
  create: (payload, { ownerId }, stamp) => {
    const { quoteId, quoteLineId, ...certificate } = payload;
    if (quoteId === undefined || quoteLineId === undefined) return badRequest();
    const complete = completeCertificate(certificate);
    if (!complete) return badRequest();
    return (
      lineError(ownerId, quoteId, quoteLineId) ??
      certificateErrors(ownerId, complete) ?? {
        ...complete,
        ...stamp,
        quoteId,
        quoteLineId,
        sellerId: ownerId,
      }
    );
  },
  update: (record, payload) => {
    // The line is fixed: a certificate stays with its delivery.
    const { quoteId: _quote, quoteLineId: _line, ...changes } = payload;
    const changed = { ...record, ...changes };
    return certificateErrors(record.sellerId, changed, record.id) ?? changed;
  },
});

type Fields = Omit<
  FuelCertificateRecord,
  'id' | 'sellerId' | 'quoteId' | 'quoteLineId' | 'createdAt' | 'updatedAt'
>;

function completeCertificate(fields: Partial<Fields>): Fields | null {
  const {
    certificateNumber,
    grossLitres,
    density15,
    temperatureC,
    netLitres15,
    fuelingStartAt,
    fuelingEndAt,
    truckNumber,
    taxRelevant,
    paymentType,
    provider,
  } = fields;
  if (
    certificateNumber === undefined ||
    grossLitres === undefined ||
    density15 === undefined ||
    temperatureC === undefined ||
    netLitres15 === undefined ||
    fuelingStartAt === undefined ||
    fuelingEndAt === undefined ||
    truckNumber === undefined ||
    taxRelevant === undefined ||
    paymentType === undefined ||
    provider === undefined
  ) {
    return null;
  }
  return {
    certificateNumber,
    grossLitres,
    density15,
    temperatureC,
    netLitres15,
    fuelingStartAt,
    fuelingEndAt,
    truckNumber,
    taxRelevant,
    paymentType,
    provider,
  };
}

/**
 * GET api/fuel-certificate/order/{id}: an order's certificates for its buyer (client) or its
 * seller (organization), with the order page's right; any other organization gets the order's 404.
 */
const orderCertificates = http.get('*/api/fuel-certificate/order/:id', ({ request, params }) => {
  const auth = authorize(request, 'TRIP_ACCOUNTING_VIEW');
  if (auth instanceof Response) return auth;
  const id = typeof params.id === 'string' ? idParam(params.id) : null;
  const quote = sideOrder(id, auth.organization?.id);
  if (!quote) return notFound('errors.quote_not_found');
  const certificates = db.fuelCertificates
    .filter((c) => c.quoteId === quote.id)
    .sort((a, b) => a.fuelingStartAt.localeCompare(b.fuelingStartAt) || a.id - b.id)
    .map(toFuelCertificate);
  return HttpResponse.json(certificates);
});

/**
 * GET api/fuel-certificate/{id}/print: the certificate as a PDF, for the buyer or the seller of
 * its order (the order page's right); anyone else gets 404.
 */
const printCertificate = http.get(
  '*/api/fuel-certificate/:id/print',
  async ({ request, params }) => {
    const auth = authorize(request, 'TRIP_ACCOUNTING_VIEW');
    if (auth instanceof Response) return auth;
    const id = typeof params.id === 'string' ? idParam(params.id) : null;
    const record = db.fuelCertificates.find((c) => c.id === id);
    if (!record || !sideOrder(record.quoteId, auth.organization?.id)) {
      return notFound(FUEL_CERTIFICATE_NOT_FOUND);
    }
    const certificate = toFuelCertificate(record);
    const bytes = await fuelCertificatePdf(certificate);
    const name = certificate.certificateNumber.replace(/[^\w-]+/g, '_');
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="fuel-certificate-${name}.pdf"`,
      },
    });
  },
);

/** The fixed paths first: `api/fuel-certificate/:id` would take `delivered-lines` for an id. */
export const fuelCertificateHandlers = [
  deliveredLinesHandler,
  orderCertificates,
  printCertificate,
  ...crud.handlers.filter((handler) => handler.info.method !== 'DELETE'),
];
