import { HttpResponse } from 'msw';
import type { Schemas } from '../../../lib/api/contract';
import type { OrganizationTypologyCode } from '../../../entities/organization/contract';
import { ORGANIZATION_TYPOLOGIES } from '../../../entities/organization/contract';
import { badRequest, folded, readJson } from '../../api';
import { issueActionToken } from '../../auth';
import { db, nextId, now } from '../../db';
import { WORKROLE } from '../auth';
import type { UserRecord } from '../auth';
import { appLink, sendTemplatedMail } from '../mail';
import { addOrganization, vatNumberHeld } from '../organizations';
import { airportById } from '../airports';
import { newRegistrationToken, releaseStaleRegistrations } from './access';
import type { RegistrationRecord } from './records';
import {
  normalizeVat,
  readRegistration,
  typologyCode,
  BUYER_TYPOLOGIES,
  SELLER_TYPOLOGIES,
} from './validation';

/** Countries whose new organizations speak French by default; others English. */
const FRENCH_COUNTRIES = new Set(['FR', 'MC', 'BE', 'LU', 'CH']);
const CURRENCY_BY_COUNTRY: Record<string, string> = { GB: 'GBP', CH: 'CHF' };

function isTypology(code: string | undefined): code is OrganizationTypologyCode {
  return ORGANIZATION_TYPOLOGIES.some((candidate) => candidate === code);
}

export function mailRegistration(
  request: Request,
  registration: RegistrationRecord,
  redirect: unknown,
) {
  const { token } = issueActionToken('registration', registration.id);
  const link = appLink(request, '/register-validate', { token }, redirect);
  sendTemplatedMail({
    event: 'registration_validation',
    kind: 'registration_validation',
    to: registration.email,
    values: { email: registration.email },
    links: [{ label: 'Validate my registration', url: link }],
  });
}

/** POST /client-register and /seller-register: the organization, its admin and the mail. */
export async function register(
  request: Request,
  side: Schemas['RegistrationSide'],
): Promise<Response> {
  const body = await readJson(request);
  if (body instanceof Response) return body;
  const read = readRegistration(side, body);
  if (!read.ok) return badRequest(read.errors);
  const payload = read.payload;

  releaseStaleRegistrations();
  const vat = normalizeVat(payload.intracommunityVatNumber);
  const name = folded(payload.legalName);
  const country = payload.address.countryCode;
  const email = payload.emergencyContact.email;
  const emailTaken = db.users.some((u) => u.email.toLowerCase() === email);
  const mainId =
    read.side === 'seller' ? read.payload.mainTypologyId : read.payload.clientTypologyId;
  if (
    emailTaken ||
    vatNumberHeld(vat) ||
    db.organizations.some((o) => folded(o.legalName) === name && o.countryCode === country)
  ) {
    // The same answer as a new registration: the API never says which exist (DECISIONS.md).
    return answerDuplicate(request, side, email, emailTaken, side === 'seller' ? mainId : null);
  }

  const mainCode = typologyCode(mainId, side === 'seller' ? SELLER_TYPOLOGIES : BUYER_TYPOLOGIES);
  if (!isTypology(mainCode)) return badRequest();
  const otherCodes =
    read.side === 'seller'
      ? read.payload.otherTypologiesIds
          .map((id) => typologyCode(id, SELLER_TYPOLOGIES))
          .filter(isTypology)
          .filter((code) => code !== mainCode)
      : [];
  const langCode = FRENCH_COUNTRIES.has(country) ? 'fr' : 'en';
  const currencyCode = CURRENCY_BY_COUNTRY[country] ?? 'EUR';

  const organization = addOrganization({
    legalName: payload.legalName,
    businessStructure: payload.businessStructure,
    vatNumber: vat,
    buyer: side === 'buyer',
    seller: side === 'seller',
    organizationTypology: mainCode,
    otherTypologies: otherCodes,
    productTypologies: [],
    address: payload.address,
    airportIcaos: payload.organizationAirportsIds.flatMap((id) => airportById(id)?.icao ?? []),
    webSiteUrl: payload.webSiteUrl,
    emergencyContact: payload.emergencyContact,
    otherSubsidiariesInterested:
      read.side === 'seller' ? read.payload.otherSubsidiariesInterested : false,
    subsidiariesCountriesCodes:
      read.side === 'seller' ? read.payload.subsidiariesCountriesCodes : [],
    numberOfAircrafts: read.side === 'buyer' ? read.payload.numberOfAircrafts : null,
    numberOfAoc: read.side === 'buyer' ? read.payload.numberOfAoc : null,
    aocCountriesCodes: read.side === 'buyer' ? read.payload.aocCountriesCodes : [],
    currencyCode,
    langCode,
    status: 'registration_pending',
  });

  const createdAt = now().toISOString();
  const user: UserRecord = {
    id: nextId(db.users),
    email,
    // No usable password until the mailed link sets one: no scrypt hash ever matches ''.
    passwordHash: '',
    firstName: payload.emergencyContact.firstName,
    lastName: payload.emergencyContact.lastName,
    phone: payload.emergencyContact.phone,
    profilePictureFileUrl: null,
    defaultLangCode: langCode,
    defaultCurrencyCode: currencyCode,
    rights: [],
    status: 'invited',
    createdAt,
  };
  db.users.push(user);
  const workroleId =
    side === 'buyer'
      ? WORKROLE.flightOperationsManager
      : mainCode === 'helicopter'
        ? WORKROLE.helicopterOperationsManager
        : WORKROLE.stationManager;
  const workrole = db.workroles.find((w) => w.id === workroleId);
  db.organizationUsers.push({
    id: nextId(db.organizationUsers),
    organizationId: organization.id,
    userId: user.id,
    workroleId,
    role: 'admin',
    rights: structuredClone(workrole?.rights ?? []),
    status: 'invited',
    createdAt,
  });

  const registration: RegistrationRecord = {
    id: nextId(db.registrations),
    side,
    organizationId: organization.id,
    userId: user.id,
    email,
    mainTypologyId: side === 'seller' ? mainId : null,
    validatedAt: null,
    selectedOfferReference: null,
    createdAt,
    token: newRegistrationToken(),
  };
  db.registrations.push(registration);
  mailRegistration(request, registration, payload.redirectUrl);
  return created(registration);
}

function created(registration: RegistrationRecord): Response {
  const answer: Schemas['RegistrationCreated'] = {
    id: registration.id,
    token: registration.token ?? '',
  };
  return HttpResponse.json(answer, { status: 201 });
}

/**
 * A registration whose email, VAT number or legal name exists: nothing is created, the answer
 * is a new registration's, and the email is told what happened (its owner may have forgotten
 * they have an account, or their company is already here).
 */
function answerDuplicate(
  request: Request,
  side: Schemas['RegistrationSide'],
  email: string,
  emailTaken: boolean,
  mainTypologyId: number | null,
): Response {
  const registration: RegistrationRecord = {
    id: nextId(db.registrations),
    side,
    organizationId: 0,
    userId: 0,
    email,
    mainTypologyId,
    validatedAt: null,
    selectedOfferReference: null,
    createdAt: now().toISOString(),
    token: newRegistrationToken(),
    duplicate: true,
  };
  db.registrations.push(registration);
  sendTemplatedMail(
    emailTaken
      ? {
          event: 'registration_email_taken',
          kind: 'notification',
          to: email,
          values: { email },
          links: [
            { label: 'Log in', url: appLink(request, '/login') },
            { label: 'Choose a new password', url: appLink(request, '/forgot-password') },
          ],
        }
      : {
          event: 'registration_organization_taken',
          kind: 'notification',
          to: email,
          values: { email },
          links: [{ label: 'Contact us', url: appLink(request, '/contact') }],
        },
  );
  return created(registration);
}
