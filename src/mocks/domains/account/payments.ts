import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type {
  AvailablePaymentMethods,
  PaymentMethod,
  SetupIntentOutcome,
} from '../../../entities/account/contract';
import {
  cardBrand,
  cardDigits,
  demoCardOutcome,
  demoIbanOutcome,
  electronicIban,
  isValidExpiry,
} from '../../../entities/payment/contract';
import {
  VALIDATOR,
  apiError,
  badRequest,
  forbidden,
  idParam,
  notFound,
  readJson,
  TEXT_MAX,
  requiredTextError,
} from '../../api';
import { membershipOf, requireUser } from '../../auth';
import { db, now } from '../../db';
import type { UserRecord } from '../auth';
import type { PaymentMethodRecord, SetupIntentRecord } from './records';

export const DEFAULT_PAYMENT_METHOD = 'errors.default_payment_method';
export const PAYMENT_METHOD_NOT_FOUND = 'errors.payment_method_not_found';
export const SETUP_INTENT_NOT_FOUND = 'errors.token_not_found';

export function toPaymentMethod({
  userId: _u,
  createdAt: _c,
  ...method
}: PaymentMethodRecord): PaymentMethod {
  return method;
}

function methodsOf(user: UserRecord): PaymentMethod[] {
  return db.paymentMethods
    .filter((m) => m.userId === user.id)
    .sort(
      (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt.localeCompare(b.createdAt),
    )
    .map(toPaymentMethod);
}

function outcomeOf(intent: SetupIntentRecord): SetupIntentOutcome {
  return {
    token: intent.token,
    status: intent.status,
    paymentMethodId: intent.paymentMethodId,
    errorCode: intent.errorCode,
  };
}

function save(intent: SetupIntentRecord, method: Omit<PaymentMethod, 'id' | 'isDefault'>): void {
  const first = !db.paymentMethods.some((m) => m.userId === intent.userId);
  const record: PaymentMethodRecord = {
    ...method,
    id: `pm_${intent.token}`,
    isDefault: first,
    userId: intent.userId,
    createdAt: now().toISOString(),
  };
  db.paymentMethods.push(record);
  intent.status = 'succeeded';
  intent.paymentMethodId = record.id;
  intent.errorCode = null;
  intent.pending = null;
}

function fail(intent: SetupIntentRecord, errorCode: string): void {
  intent.status = 'requires_payment_method';
  intent.errorCode = errorCode;
  intent.pending = null;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The demo confirmation of a card or an IBAN, following Stripe's test numbers. */
function confirm(intent: SetupIntentRecord, body: Record<string, unknown>): Response | null {
  if (body.type === 'authentication') {
    if (intent.status !== 'requires_action' || !intent.pending) {
      return badRequest({ type: [VALIDATOR.choice] });
    }
    if (body.approved === true) save(intent, intent.pending);
    else fail(intent, 'authentication_failed');
    return null;
  }
  const holder = str(body.holder);
  if (body.type === 'card') {
    const number = cardDigits(str(body.number));
    const expiry = str(body.expiry);
    const errors: Record<string, string[]> = {};
    if (demoCardOutcome(number) === 'invalid') errors.number = ['validator.card_number'];
    if (!isValidExpiry(expiry, now())) errors.expiry = ['validator.card_expiry'];
    if (!/^\d{3,4}$/.test(str(body.cvc))) errors.cvc = ['validator.card_cvc'];
    const holderError = requiredTextError(holder, TEXT_MAX.name);
    if (holderError) errors.holder = [holderError];
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const method = {
      type: 'card' as const,
      brand: cardBrand(number),
      last4: number.slice(-4),
      expiry,
      holder,
    };
    const outcome = demoCardOutcome(number);
    if (outcome === 'succeeded') save(intent, method);
    else if (outcome === 'requires_action') {
      intent.status = 'requires_action';
      intent.pending = method;
      intent.errorCode = null;
    } else fail(intent, 'card_declined');
    return null;
  }
  if (body.type === 'sepa_debit') {
    const iban = electronicIban(str(body.iban));
    const errors: Record<string, string[]> = {};
    const outcome = demoIbanOutcome(iban);
    if (outcome === 'invalid') errors.iban = [VALIDATOR.iban];
    const holderError = requiredTextError(holder, TEXT_MAX.name);
    if (holderError) errors.holder = [holderError];
    if (Object.keys(errors).length > 0) return badRequest(errors);
    if (outcome === 'succeeded') {
      save(intent, {
        type: 'sepa_debit',
        brand: 'sepa',
        last4: iban.slice(-4),
        expiry: null,
        holder,
      });
    } else fail(intent, 'sepa_debit_declined');
    return null;
  }
  return badRequest({ type: [VALIDATOR.choice] });
}

function findIntent(user: UserRecord, token: unknown): SetupIntentRecord | undefined {
  return db.setupIntents.find((i) => i.token === token && i.userId === user.id);
}

function findMethod(user: UserRecord, id: unknown): PaymentMethodRecord | undefined {
  return db.paymentMethods.find((m) => m.id === id && m.userId === user.id);
}

/** The user's payment methods and the setup intents that add them (spec section 7 "Payments"). */
export const paymentHandlers = [
  apiHttp.get('/api/my-account/payment-methods', ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(methodsOf(user));
  }),

  apiHttp.patch('/api/my-account/payment-methods/{id}', async ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const method = findMethod(user, params.id);
    if (!method) return notFound(PAYMENT_METHOD_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    if (typeof body.isDefault !== 'boolean') return badRequest({ isDefault: [VALIDATOR.required] });
    if (!body.isDefault) {
      // The default cannot be unchecked: another one is made default instead.
      if (method.isDefault) return apiError(400, DEFAULT_PAYMENT_METHOD);
      return HttpResponse.json(methodsOf(user));
    }
    for (const other of db.paymentMethods) {
      if (other.userId === user.id) other.isDefault = other.id === method.id;
    }
    return HttpResponse.json(methodsOf(user));
  }),

  apiHttp.delete('/api/my-account/payment-methods/{id}', ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const method = findMethod(user, params.id);
    if (!method) return notFound(PAYMENT_METHOD_NOT_FOUND);
    if (method.isDefault) return apiError(400, DEFAULT_PAYMENT_METHOD);
    db.paymentMethods = db.paymentMethods.filter((m) => m.id !== method.id);
    return new HttpResponse(null, { status: 204 });
  }),

  apiHttp.get('/api/my-account/setup-intent', ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const serial = db.setupIntents.length + 1;
    const token = `seti_demo_${user.id}_${serial}_${now().getTime().toString(36)}`;
    const intent: SetupIntentRecord = {
      token,
      clientSecret: `${token}_secret_demo`,
      userId: user.id,
      status: 'requires_payment_method',
      paymentMethodId: null,
      errorCode: null,
      pending: null,
      createdAt: now().toISOString(),
    };
    db.setupIntents.push(intent);
    return HttpResponse.json({ clientSecret: intent.clientSecret, token });
  }),

  apiHttp.post('/api/my-account/setup-intent/{token}/confirm', async ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const intent = findIntent(user, params.token);
    if (!intent) return notFound(SETUP_INTENT_NOT_FOUND);
    if (intent.status === 'succeeded') return HttpResponse.json(outcomeOf(intent));
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const refused = confirm(intent, body);
    return refused ?? HttpResponse.json(outcomeOf(intent));
  }),

  apiHttp.get('/api/setup-intent/{token}', ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const intent = findIntent(user, params.token);
    return intent ? HttpResponse.json(outcomeOf(intent)) : notFound(SETUP_INTENT_NOT_FOUND);
  }),

  apiHttp.get('/api/available-payment-methods/{organizationId}', ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = typeof params.organizationId === 'string' ? idParam(params.organizationId) : null;
    const organization = db.organizations.find((o) => o.id === id);
    if (!organization) return notFound('errors.organization_not_found');
    if (!membershipOf(user, organization.id)) return forbidden();
    // SEPA debits are offered to euro organizations only.
    const body: AvailablePaymentMethods = {
      types: organization.currencyCode === 'EUR' ? ['card', 'sepa_debit'] : ['card'],
    };
    return HttpResponse.json(body);
  }),
];
