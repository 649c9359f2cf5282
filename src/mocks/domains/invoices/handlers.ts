import { HttpResponse } from 'msw';
import type { Invoice, InvoicePage } from '../../../entities/invoice/contract';
import { INVOICE_COMPOSITION_ITEMS } from '../../../entities/organization/contract';
import { apiError, idParam, paginate, QueryReader } from '../../api';
import { authorize, can } from '../../auth';
import { csvResponse, toCsv } from './csv';
import { belongsTo, findInvoices, invoiceView, readInvoiceQuery } from './list';
import { db } from '../../db';
import { apiHttp } from '../../api/http';

export const INVOICE_NOT_FOUND = 'errors.invoice_not_found';

const INVOICE_CSV_HEADER = [
  'number',
  'reference',
  'type',
  'status',
  'date',
  'seller',
  'client',
  'currency',
  'subtotal',
  'discount',
  'vat',
  'totalDue',
  'paymentMethod',
  'paidAt',
  'quotes',
  // One column per invoice composition item: filled when the seller's invoices show it.
  ...INVOICE_COMPOSITION_ITEMS,
] as const;

/** The invoice's composition values in the header's order, empty where it does not show one. */
function compositionCells(invoice: Invoice) {
  return INVOICE_COMPOSITION_ITEMS.map(
    (item) => invoice.composition.find((entry) => entry.item === item)?.value ?? null,
  );
}

/** Invoices (spec section 7 "Invoices"): the selected organization's, issued or received. */
export const invoiceHandlers = [
  apiHttp.get('/api/marketplace/invoice', ({ request }) => {
    const auth = authorize(request, 'TRIP_ACCOUNTING_VIEW');
    if (auth instanceof Response) return auth;
    const params = new URL(request.url).searchParams;
    const query = new QueryReader(params);
    const filters = readInvoiceQuery(params, query);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = auth.organization ? findInvoices(auth.organization.id, filters) : [];
    const body: InvoicePage = { invoices: paginate(found, page), totalItems: found.length };
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/marketplace/invoice/{id}', ({ request, params }) => {
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    const { user, organization } = auth;
    if (
      !can(user, organization, 'TRIP_ACCOUNTING_VIEW') &&
      !can(user, organization, 'ACCOUNTING_VIEW')
    ) {
      return apiError(403, 'Access Denied.');
    }
    const id = idParam(params.id);
    const invoice = db.invoices.find((candidate) => candidate.id === id);
    if (!invoice || !organization || !belongsTo(invoice, organization.id)) {
      return apiError(404, INVOICE_NOT_FOUND);
    }
    return HttpResponse.json(invoiceView(invoice));
  }),

  apiHttp.get('/export/marketplace/invoice', ({ request }) => {
    const auth = authorize(request, 'TRIP_ACCOUNTING_VIEW');
    if (auth instanceof Response) return auth;
    const params = new URL(request.url).searchParams;
    const query = new QueryReader(params);
    const filters = readInvoiceQuery(params, query);
    if (query.failed()) return query.badRequest();
    const found = auth.organization ? findInvoices(auth.organization.id, filters) : [];
    const rows = found.map((invoice) => [
      invoice.number,
      invoice.reference,
      invoice.type,
      invoice.status,
      invoice.createdAt.slice(0, 10),
      invoice.seller.name,
      invoice.client.name,
      invoice.currency,
      invoice.subtotal,
      invoice.discount,
      invoice.vat,
      invoice.totalDue,
      invoice.paymentMethod,
      invoice.paidAt?.slice(0, 10) ?? null,
      invoice.quotes.map((quote) => quote.reference).join(' '),
      ...compositionCells(invoice),
    ]);
    return csvResponse(toCsv(INVOICE_CSV_HEADER, rows));
  }),
];
