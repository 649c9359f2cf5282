import {
  INVOICE_REFERENCE_FORMATS,
  type InvoiceConfiguration,
} from '../../../entities/organization/contract';
import { VALIDATOR, type JsonObject } from '../../api';
import { Checker, type FieldErrors } from './checker';
import type { OrganizationRecord } from './records';

export function toInvoiceConfiguration(record: OrganizationRecord): InvoiceConfiguration {
  return {
    invoicePrefix: record.invoicePrefix,
    invoiceReferenceFormat: record.invoiceReferenceFormat,
  };
}

/** Letters, digits and `-_/.`, at most 10: it starts every invoice reference. */
const INVOICE_PREFIX = /^[A-Za-z0-9\-_/.]{0,10}$/;

export function applyInvoiceConfiguration(
  record: OrganizationRecord,
  body: JsonObject,
): FieldErrors | null {
  const c = new Checker(body);
  const invoicePrefix =
    c.optional('invoicePrefix', (v) => INVOICE_PREFIX.test(v), VALIDATOR.choice) ?? '';
  const format = INVOICE_REFERENCE_FORMATS.find((f) => f === body.invoiceReferenceFormat);
  if (!format) c.fail('invoiceReferenceFormat', VALIDATOR.choice);
  if (!c.ok || !format) return c.errors;
  record.invoicePrefix = invoicePrefix;
  record.invoiceReferenceFormat = format;
  return null;
}
