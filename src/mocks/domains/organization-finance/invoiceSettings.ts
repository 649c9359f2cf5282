import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import {
  FEES_COLLECTORS,
  FEES_COLLECTOR_NEEDS_BANK_ACCOUNT,
  INVOICE_COMPOSITION_ITEMS,
  type InvoiceCompositionItem,
  type InvoiceSettings,
} from '../../../entities/organization/contract';
import { VALIDATOR, badRequest, readJson, type JsonObject } from '../../api';
import { db } from '../../db';
import { organizationAccess } from './access';
import { accountsOf } from './bankAccounts';

/** An organization that never saved its set-up: no item, the marketplace collects. */
const DEFAULT_SETTINGS: InvoiceSettings = { compositionItems: [], feesCollector: 'marketplace' };

/** The organization's invoicing set-up (the invoices domain reads it to compose an invoice). */
export function invoiceSettingsOf(organizationId: number): InvoiceSettings {
  const record = db.invoiceSettings.find((s) => s.organizationId === organizationId);
  return record
    ? { compositionItems: [...record.compositionItems], feesCollector: record.feesCollector }
    : { ...DEFAULT_SETTINGS, compositionItems: [] };
}

type Errors = Record<string, string[]>;

/** The items of the body, known and each once, put in the invoice's order; null when refused. */
function readItems(value: unknown): InvoiceCompositionItem[] | null {
  if (!Array.isArray(value)) return null;
  const items = INVOICE_COMPOSITION_ITEMS.filter((item) => value.includes(item));
  return items.length === value.length ? items : null;
}

function readSettings(
  organizationId: number,
  body: JsonObject,
): { settings: InvoiceSettings } | { errors: Errors } {
  const errors: Errors = {};
  const compositionItems = readItems(body.compositionItems ?? []);
  if (compositionItems === null) errors.compositionItems = [VALIDATOR.choice];
  const feesCollector = FEES_COLLECTORS.find((collector) => collector === body.feesCollector);
  if (feesCollector === undefined) {
    errors.feesCollector = [body.feesCollector == null ? VALIDATOR.required : VALIDATOR.choice];
  } else if (feesCollector === 'seller' && accountsOf(organizationId).length === 0) {
    // A seller collecting itself is paid on its bank account: the invoice tells the buyer which.
    errors.feesCollector = [FEES_COLLECTOR_NEEDS_BANK_ACCOUNT];
  }
  if (compositionItems === null || feesCollector === undefined || errors.feesCollector) {
    return { errors };
  }
  return { settings: { compositionItems, feesCollector } };
}

/** api/organization/{id}/invoice-settings: the invoice composition items and the fees collector. */
export const invoiceSettingsHandlers = [
  apiHttp.get('/api/organization/{id}/invoice-settings', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    return HttpResponse.json(invoiceSettingsOf(access.organization.id));
  }),

  apiHttp.patch('/api/organization/{id}/invoice-settings', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const organizationId = access.organization.id;
    const read = readSettings(organizationId, body);
    if ('errors' in read) return badRequest(read.errors);
    db.invoiceSettings = [
      ...db.invoiceSettings.filter((s) => s.organizationId !== organizationId),
      { organizationId, ...read.settings },
    ];
    return HttpResponse.json(invoiceSettingsOf(organizationId));
  }),
];
