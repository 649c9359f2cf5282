import { HttpResponse } from 'msw';
import { FUEL_PRICE_ERRORS, type FuelPriceImport } from '../../../entities/service/contract';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  forbidden,
  paginate,
  payloadTooLarge,
  readForm,
} from '../../api';
import { apiHttp } from '../../api/http';
import { authorize } from '../../auth';
import { db, isoDateIn, nextId, now } from '../../db';
import { airportByIcao } from '../airports';
import { CSV_MAX_ROWS, checkCsv, templateCsv } from './csv';
import { applyDueImports, nextRunAfter } from './nightly';
import type { FuelImportRecord } from './records';
import { sellerAirports } from './rows';

/** The spec's file limit (section 5: 2 Mo). */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;

type Right = 'FUEL_VIEW' | 'FUEL_IMPORT';

/** The selected seller with the right, or 401/403. */
function sellerFor(request: Request, right: Right) {
  const auth = authorize(request, right);
  if (auth instanceof Response) return auth;
  const organization = auth.organization;
  if (!organization?.seller) return forbidden();
  return organization;
}

function toImport(record: FuelImportRecord): FuelPriceImport {
  const { sellerId: _seller, rows: _rows, ...shown } = record;
  return { ...shown, airports: [...shown.airports] };
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || /^text\/csv\b/i.test(file.type);

/** api/import/fuel-price (list, upload) and its template. */
export const fuelImportHandlers = [
  apiHttp.get('/api/import/fuel-price', ({ request }) => {
    const seller = sellerFor(request, 'FUEL_VIEW');
    if (seller instanceof Response) return seller;
    const query = new QueryReader(new URL(request.url).searchParams);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    applyDueImports();
    const mine = db.fuelImports
      .filter((file) => file.sellerId === seller.id)
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id);
    return HttpResponse.json({
      imports: paginate(mine, page).map(toImport),
      totalItems: mine.length,
    });
  }),

  apiHttp.post('/api/import/fuel-price', async ({ request }) => {
    const seller = sellerFor(request, 'FUEL_IMPORT');
    if (seller instanceof Response) return seller;
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const file = form.get('file');
    // Not `instanceof File`: under jsdom the parsed form's File is another realm's class.
    if (file === null || typeof file === 'string')
      return badRequest({ file: [VALIDATOR.required] });
    if (file.size > CSV_MAX_BYTES) return payloadTooLarge(CSV_MAX_BYTES);
    if (!isCsv(file)) return badRequest({ file: [VALIDATOR.fileType] });
    applyDueImports();
    const checked = checkCsv(await file.text(), sellerAirports(seller.id));
    if ('errors' in checked) return badRequest(checked.errors, FUEL_PRICE_ERRORS.importInvalid);
    const at = now();
    const record: FuelImportRecord = {
      id: nextId(db.fuelImports),
      sellerId: seller.id,
      fileName: file.name.slice(0, 255),
      state: 'scheduled',
      rowCount: Math.min(checked.rows.length, CSV_MAX_ROWS),
      airports: [...new Set(checked.rows.map((row) => row.icao))].sort(),
      uploadedAt: at.toISOString(),
      scheduledFor: nextRunAfter(at).toISOString(),
      appliedAt: null,
      rows: checked.rows,
    };
    db.fuelImports.push(record);
    return HttpResponse.json(toImport(record), { status: 201 });
  }),

  apiHttp.get('/api/import/fuel-price/template', ({ request }) => {
    const seller = sellerFor(request, 'FUEL_IMPORT');
    if (seller instanceof Response) return seller;
    const query = new QueryReader(new URL(request.url).searchParams);
    const sample = query.oneOf('sample', ['template', 'example'] as const) ?? 'template';
    if (query.failed()) return query.badRequest();
    const icao = sellerAirports(seller.id)[0];
    const airport = icao === undefined ? undefined : airportByIcao(icao);
    const example =
      sample === 'example' && airport
        ? {
            icao: airport.icao,
            countryCode: airport.countryCode,
            iata: airport.iata ?? null,
            supplier: seller.commercialName,
            from: isoDateIn(1),
            to: isoDateIn(30),
          }
        : null;
    return new HttpResponse(templateCsv(example), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="fuel-prices-${sample}.csv"`,
      },
    });
  }),
];
