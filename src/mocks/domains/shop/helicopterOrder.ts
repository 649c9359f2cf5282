import { HttpResponse } from 'msw';
import { linePrice } from '../../../entities/quote/contract';
import { VALIDATOR, apiError, badRequest } from '../../api';
import { toId } from './access';
import { buildQuotes, quoteClientAddress } from './buildQuotes';
import { langOf } from './catalog';
import { createCheckout, replayed, resultOf } from './checkout';
import { turnoverRefusals } from './turnoverLimit';
import { destinationsOf, helicopterServicesAt, toOffer } from './helicopters';
import { failed, readOrder, readTerms, type PricedLine } from './orderInput';
import {
  changedResult,
  offerChanges,
  readSeenQuantity,
  readSeenTotal,
  readSeenUnitPrice,
} from './seen';
import { policiesNow } from './seenPolicies';
import { apiHttp } from '../../api/http';

export const NOT_A_HELICOPTER_TRANSFER = 'errors.not_a_helicopter_transfer';

type Errors = Record<string, string[]>;

/**
 * POST api/shop/helicopter-order: the chosen offer, priced for the buyer as the offers were, as
 * an order. What the offer showed (unit price, quantity, total) is what is charged: any other
 * figure now is answered as `changes`, nothing created.
 */
export const helicopterOrderHandler = apiHttp.post(
  '/api/shop/helicopter-order',
  async ({ request }) => {
    const order = await readOrder(request);
    if (order instanceof Response) return order;
    const { body, context, currency, key } = order;
    const previous = replayed(context, key);
    if (previous) return HttpResponse.json(resultOf(previous));
    if (context.step.className !== 'TripTransfer' || context.step.mode !== 'helicopter') {
      return apiError(400, NOT_A_HELICOPTER_TRANSFER);
    }
    const errors: Errors = {};
    const terms = readTerms(body, context, errors);
    const offerId = toId(body.offerId);
    const destinationId = toId(body.destinationId);
    const service = helicopterServicesAt(
      context.event.airportId,
      context.auth.organization.id,
    ).find((candidate) => candidate.product.id === offerId);
    const destination = service
      ? destinationsOf(service.product).find((d) => d.id === destinationId)
      : undefined;
    if (!service) errors.offerId = [VALIDATOR.choice];
    else if (!destination) errors.destinationId = [VALIDATOR.choice];
    const seen = {
      unitPrice: readSeenUnitPrice(body, errors),
      quantity: readSeenQuantity(body, errors),
      totalIncludingTax: readSeenTotal(body, errors),
    };
    if (
      terms.paymentTerm === 'payment_at_invoice_creation' &&
      !terms.paymentMethod &&
      !errors.paymentMethodId
    ) {
      errors.paymentMethodId = [VALIDATOR.required];
    }
    const refused = failed(errors);
    if (refused || !service || !destination)
      return refused ?? badRequest({ offerId: [VALIDATOR.choice] });
    const offer = toOffer(service, context, currency);
    const { product } = service;
    const changes = offerChanges(
      product.id,
      seen,
      { ...offer, totalIncludingTax: linePrice(offer, currency).totalIncludingTax },
      currency,
    );
    if (changes.length > 0) return HttpResponse.json(changedResult(changes));
    const lang = langOf(request);
    const line: PricedLine = {
      product,
      name: `${product.name[lang]} – ${offer.helicopterModel} ${offer.registration}`,
      quantity: offer.quantity,
      unitPrice: offer.unitPrice,
      comment: `${destination.name}, ${offer.type}, ${offer.departureAt}`,
      nights: [],
    };
    const past = turnoverRefusals([line], currency)[0];
    if (past) return badRequest({ offerId: [past.message] });
    // The line's discount, ecotax and VAT are the product's, as the offer showed them.
    const address = quoteClientAddress(terms.clientAddressId, lang);
    const built = buildQuotes([line], context, currency, terms.paymentTerm, address);
    // No page of the helicopter order shows a policy yet: the one that applies now is kept.
    return HttpResponse.json(
      createCheckout(context, key, built, terms, currency, {
        helicopter: { stepId: context.step.id, operatorId: product.sellerId },
        cancellationPolicies: policiesNow([line]),
      }),
    );
  },
);
