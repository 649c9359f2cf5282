import { CLAIM_NATURES, REFUND_TYPES } from '../../../entities/quote/contract';
import { UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '../../../lib/api/files.types';
import { canChangeClientAddress, quoteSide } from '../../../entities/quote/contract';
import { amountError } from '../../../entities/quote/contract';
import { roundMoney } from '../../../entities/quote/contract';
import { VALIDATOR, badRequest, readJson, TEXT_MAX, lengthMaxMessage } from '../../api';
import { db } from '../../db';
import { now } from '../../db/clock';
import { ownUpload } from '../files';
import { langOf, quoteClientAddress } from '../shop';
import { logEvent, ordersActor, quoteNotFound, sideQuote } from './access';
import { act, notAllowed, quoteResponse } from './act';
import { applyClosure } from './closure';
import { creditNote } from './payment';
import { apiHttp } from '../../api/http';

type Errors = Record<string, string[]>;

export const QUOTE_REFUND_EXCEEDS_TOTAL = 'errors.quote_refund_exceeds_total';
const MAX_CLAIM_COMMENT = TEXT_MAX.comment;
const MAX_EVIDENCE = 5;

function add(errors: Errors, field: string, key: string): void {
  errors[field] = [...(errors[field] ?? []), key];
}

/** Claims and the client's address (the cancellation policy: cancellation.ts). */
export const quoteAfterSaleHandlers = [
  apiHttp.post(
    '/api/quote/{id}/claim',
    act('claim', async ({ actor, quote, request }) => {
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const errors: Errors = {};
      const nature = CLAIM_NATURES.find((candidate) => candidate === body.nature);
      if (!nature) {
        add(errors, 'nature', body.nature === undefined ? VALIDATOR.required : VALIDATOR.choice);
      }
      const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
      if (comment === '') add(errors, 'comment', VALIDATOR.required);
      else if (comment.length > MAX_CLAIM_COMMENT)
        add(errors, 'comment', lengthMaxMessage(MAX_CLAIM_COMMENT));
      const rawIds: unknown[] = Array.isArray(body.evidenceFileIds) ? body.evidenceFileIds : [];
      if (body.evidenceFileIds !== undefined && !Array.isArray(body.evidenceFileIds)) {
        add(errors, 'evidenceFileIds', VALIDATOR.choice);
      }
      if (rawIds.length > MAX_EVIDENCE) add(errors, 'evidenceFileIds', VALIDATOR.choice);
      const evidence = rawIds.flatMap((raw, index) => {
        const file =
          typeof raw === 'number'
            ? ownUpload(raw, actor.organizationId, actor.auth.user.id)
            : undefined;
        if (!file) {
          add(errors, `evidenceFileIds.${index}`, VALIDATOR.choice);
          return [];
        }
        if (!(UPLOAD_TYPES as readonly string[]).includes(file.contentType)) {
          add(errors, `evidenceFileIds.${index}`, VALIDATOR.fileType);
        } else if (file.size > MAX_UPLOAD_BYTES) {
          add(errors, `evidenceFileIds.${index}`, VALIDATOR.fileSize);
        }
        return [{ fileId: file.id, name: file.name, url: file.url }];
      });
      if (Object.keys(errors).length > 0 || !nature) return badRequest(errors);
      quote.claim = {
        nature,
        comment,
        evidence,
        createdAt: now().toISOString(),
        refundType: null,
        amount: null,
        answeredAt: null,
      };
      quote.state = 'claimed';
      logEvent(quote, 'claim', actor, nature);
      return quoteResponse(quote);
    }),
  ),

  apiHttp.patch(
    '/api/quote/{id}/claim',
    act('answer-claim', async ({ actor, quote, request }) => {
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const claim = quote.claim;
      if (!claim) return notAllowed();
      const refundType = REFUND_TYPES.find((candidate) => candidate === body.refundType);
      if (!refundType) {
        return badRequest({
          refundType: [body.refundType === undefined ? VALIDATOR.required : VALIDATOR.choice],
        });
      }
      const total = quote.totalIncludingTax;
      let amount: number | null = null;
      if (refundType === 'partial_refund') {
        const raw = body.amount;
        if (typeof raw !== 'number' || !Number.isFinite(raw)) {
          return badRequest({
            amount: [raw === undefined || raw === null ? VALIDATOR.required : VALIDATOR.number],
          });
        }
        if (raw <= 0) return badRequest({ amount: [VALIDATOR.strictPositive] });
        const ceiling = amountError(raw);
        if (ceiling) return badRequest({ amount: [ceiling] });
        if (roundMoney(raw, quote.currency) >= total) {
          return badRequest({ amount: [QUOTE_REFUND_EXCEEDS_TOTAL] });
        }
        amount = roundMoney(raw, quote.currency);
      } else if (refundType === 'total_refund') amount = total;
      claim.refundType = refundType;
      claim.amount = amount;
      claim.answeredAt = now().toISOString();
      if (refundType === 'claim_rejected') quote.state = 'delivered';
      else {
        quote.state = refundType === 'total_refund' ? 'refunded' : 'partial_refunded';
        creditNote(quote, amount ?? 0);
      }
      logEvent(quote, 'claim_answer', actor, refundType, amount);
      return quoteResponse(quote);
    }),
  ),

  apiHttp.patch('/api/quote/{id}/client-informations', async ({ request, params }) => {
    const actor = ordersActor(request, 'TRIP_ACCOUNTING_EDIT');
    if (actor instanceof Response) return actor;
    const found = sideQuote(actor, params['id']);
    if (!found) return quoteNotFound();
    const { quote } = found;
    applyClosure(quote);
    if (!canChangeClientAddress(quote, quoteSide(quote, actor.organizationId), actor.can)) {
      return notAllowed();
    }
    const body = await readJson(request);
    if (body instanceof Response) return body;
    if (body.clientAddressId === undefined || body.clientAddressId === null) {
      return badRequest({ clientAddressId: [VALIDATOR.required] });
    }
    const address = db.addresses.find(
      (a) => a.id === body.clientAddressId && a.organizationId === actor.organizationId,
    );
    if (!address) return badRequest({ clientAddressId: [VALIDATOR.choice] });
    quote.clientAddress = quoteClientAddress(address.id, langOf(request));
    quote.updatedAt = now().toISOString();
    return quoteResponse(quote);
  }),
];
