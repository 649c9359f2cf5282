import type { Schemas } from '../../../lib/api/contract';
import { DEMO_CAPTCHA_TOKEN } from './validation';

/** A complete, valid buyer registration (a new Spanish charter operator). */
export const NEW_BUYER: Schemas['BuyerRegistrationPayload'] = {
  legalName: 'Iberia Sky Charter SL',
  businessStructure: 'Sociedad limitada',
  intracommunityVatNumber: 'ESB12345674',
  address: {
    addressName: 'Head office',
    address: 'Calle de Alcalá 120',
    complementaryAddress: null,
    postalCode: '28009',
    city: 'Madrid',
    contactName: 'Lucía Ortega',
    contactPhone: '+34 910 123 456',
    contactEmail: 'office@iberiasky.es',
    additionalInformations: null,
    buildingCode: null,
    countryCode: 'ES',
  },
  organizationAirportsIds: [48, 49],
  webSiteUrl: 'https://iberiasky.es',
  emergencyContact: {
    firstName: 'Lucía',
    lastName: 'Ortega',
    email: 'lucia.ortega@iberiasky.es',
    phone: '+34 600 123 456',
    jobTitle: 'Director of operations',
  },
  recaptchaToken: DEMO_CAPTCHA_TOKEN,
  redirectUrl: 'http://localhost:5173/register-validate',
  clientTypologyId: 4,
  numberOfAircrafts: 6,
  numberOfAoc: 1,
  aocCountriesCodes: ['ES'],
};

/** A complete, valid seller registration (a new FBO in Olbia). */
export const NEW_SELLER: Schemas['SellerRegistrationPayload'] = {
  legalName: 'Costa Smeralda Aviation Services SRL',
  businessStructure: 'SRL',
  intracommunityVatNumber: 'IT01234567897',
  address: {
    addressName: 'Terminal office',
    address: 'Aeroporto Olbia Costa Smeralda',
    complementaryAddress: 'General aviation terminal',
    postalCode: '07026',
    city: 'Olbia',
    contactName: null,
    contactPhone: null,
    contactEmail: 'ops@smeralda-aviation.it',
    additionalInformations: null,
    buildingCode: null,
    countryCode: 'IT',
  },
  organizationAirportsIds: [45],
  webSiteUrl: null,
  emergencyContact: {
    firstName: 'Marco',
    lastName: 'Pinna',
    email: 'marco.pinna@smeralda-aviation.it',
    phone: '+39 0789 123456',
    jobTitle: null,
  },
  recaptchaToken: DEMO_CAPTCHA_TOKEN,
  redirectUrl: 'http://localhost:5173/register-validate',
  mainTypologyId: 3,
  otherTypologiesIds: [6],
  otherSubsidiariesInterested: true,
  subsidiariesCountriesCodes: ['FR'],
};

/** The token in the link of the newest mail of `kind` to `email`. */
export function tokenIn(url: string | undefined): string {
  return url ? (new URL(url).searchParams.get('token') ?? '') : '';
}
