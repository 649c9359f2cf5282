import type {
  EmergencyContact,
  InvoiceReferenceFormat,
  OrganizationHeadOffice,
  OrganizationTypologyCode,
} from '../../../entities/organization/contract';
import type { OrganizationRecord } from './records';

/** Ids the demo accounts and later seeds refer to; keep them stable. */
export const ORG = {
  alpine: 1,
  riviera: 2,
  azurHeli: 3,
  platform: 4,
  /** A large operator: thousands of crew members, so lists are tried at scale. */
  euroConnect: 23,
} as const;

/** Fields most organizations leave at their default (profile details derive from the rest). */
type Defaulted =
  | 'vatNumber'
  | 'createdAt'
  | 'productTypologies'
  | 'airportIcaos'
  | keyof ReturnType<typeof profileDefaults>;
type OrgSeed = Omit<OrganizationRecord, Defaulted> & Partial<Pick<OrganizationRecord, Defaulted>>;

/** Profile details of an organization the seed line does not spell out: plausible, derived. */
function profileDefaults(
  seed: Pick<OrganizationRecord, 'commercialName' | 'city' | 'countryCode' | 'buyer' | 'seller'>,
) {
  const domain = `${seed.commercialName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.aero`;
  return {
    headOffice: {
      address: '1 Aéroport',
      complementaryAddress: null,
      postalCode: '00000',
      city: seed.city,
      countryCode: seed.countryCode,
    } satisfies OrganizationHeadOffice,
    phone: null as string | null,
    email: `contact@${domain}` as string | null,
    webSiteUrl: `https://www.${domain}` as string | null,
    companyRegistrationNumber: null as string | null,
    shareCapital: null as number | null,
    legalForm: null as string | null,
    businessActivityCode: null as string | null,
    description: { en: '', fr: '' },
    yearFounded: null as number | null,
    servicesSummary: null as string | null,
    emergencyContact: null as EmergencyContact | null,
    invoicePrefix: seed.seller ? 'INV-' : '',
    invoiceReferenceFormat: 'year_six_numbers' as InvoiceReferenceFormat,
    registeredAddress: null,
    otherTypologies: [] as OrganizationTypologyCode[],
    otherSubsidiariesInterested: false,
    subsidiariesCountriesCodes: [] as string[],
    numberOfAircrafts: null as number | null,
    numberOfAoc: null as number | null,
    aocCountriesCodes: [] as string[],
  };
}

function org(seed: OrgSeed): OrganizationRecord {
  return {
    vatNumber: null,
    createdAt: '2025-01-15T09:00:00.000Z',
    productTypologies: [],
    airportIcaos: [],
    ...profileDefaults(seed),
    ...seed,
  };
}

/** Every typology of spec section 3 appears at least once, with varied statuses and countries. */
export function seedOrganizations(): OrganizationRecord[] {
  // One organization per line reads as a table.
  // prettier-ignore
  const records = [
    org({ id: ORG.alpine, legalName: 'Alpine Executive Jets SAS', commercialName: 'Alpine Executive Jets', organizationTypology: 'flight_operator', buyer: true, seller: false, countryCode: 'FR', city: 'Lyon', currencyCode: 'EUR', langCode: 'en', organizationStatus: 'active', airportIcaos: ['LFLL', 'LFLS'], vatNumber: 'FR40123456789', createdAt: '2024-09-02T08:30:00.000Z' }),
    org({ id: ORG.riviera, legalName: 'Riviera Jet Centre SAS', commercialName: 'Riviera Jet Centre', organizationTypology: 'fixed_base_operator', buyer: false, seller: true, countryCode: 'FR', city: 'Nice', currencyCode: 'EUR', langCode: 'en', organizationStatus: 'active', airportIcaos: ['LFMN'], productTypologies: ['fuel', 'hangar', 'parking', 'outside_ramps', 'service', 'package', 'mandatory_package'], vatNumber: 'FR72834561209', createdAt: '2024-09-10T10:00:00.000Z' }),
    org({ id: ORG.azurHeli, legalName: 'Azur Heli Services SAM', commercialName: 'Azur Heli Services', organizationTypology: 'helicopter', buyer: false, seller: true, countryCode: 'MC', city: 'Monaco', currencyCode: 'EUR', langCode: 'fr', organizationStatus: 'active', airportIcaos: ['LNMC', 'LFMN', 'LFMD'], productTypologies: ['helicopter', 'package'], vatNumber: 'FR05000012345', createdAt: '2024-10-01T07:45:00.000Z' }),
    org({ id: ORG.platform, legalName: 'AeroMarket Platform SAS', commercialName: 'AeroMarket Platform', organizationTypology: 'operator', buyer: false, seller: false, countryCode: 'FR', city: 'Paris', currencyCode: 'EUR', langCode: 'en', organizationStatus: 'active', vatNumber: 'FR19901234567', createdAt: '2024-06-01T09:00:00.000Z' }),
    org({ id: 5, legalName: 'Gourmet Skies Catering SARL', commercialName: 'Gourmet Skies', organizationTypology: 'catering', buyer: false, seller: true, countryCode: 'FR', city: 'Nice', currencyCode: 'EUR', langCode: 'fr', organizationStatus: 'active', airportIcaos: ['LFMN', 'LFMD'], productTypologies: ['service'] }),
    org({ id: 6, legalName: 'Mistral Aviation Fuels SA', commercialName: 'Mistral Fuels', organizationTypology: 'fuel', buyer: false, seller: true, countryCode: 'FR', city: 'Marignane', currencyCode: 'EUR', langCode: 'fr', organizationStatus: 'active', airportIcaos: ['LFML', 'LFMN', 'LFTH'], productTypologies: ['fuel'] }),
    org({ id: 7, legalName: 'Léman Hangar Solutions SA', commercialName: 'Léman Hangars', organizationTypology: 'hangar', buyer: false, seller: true, countryCode: 'CH', city: 'Geneva', currencyCode: 'CHF', langCode: 'fr', organizationStatus: 'active', airportIcaos: ['LSGG'], productTypologies: ['hangar', 'parking'] }),
    org({ id: 8, legalName: 'Prestige Aero Taxi SAS', commercialName: 'Prestige Aero Taxi', organizationTypology: 'taxi', buyer: false, seller: true, countryCode: 'FR', city: 'Le Bourget', currencyCode: 'EUR', langCode: 'fr', organizationStatus: 'active', airportIcaos: ['LFPB', 'LFPG'], productTypologies: ['service'] }),
    org({ id: 9, legalName: 'NorthStar Flight Dispatch Ltd', commercialName: 'NorthStar Dispatch', organizationTypology: 'flight_dispatch_company', buyer: true, seller: false, countryCode: 'GB', city: 'Farnborough', currencyCode: 'GBP', langCode: 'en', organizationStatus: 'active', airportIcaos: ['EGLF'] }),
    org({ id: 10, legalName: 'Lefèvre Private Flying EI', commercialName: 'Pierre Lefèvre', organizationTypology: 'private_pilot', buyer: true, seller: false, countryCode: 'FR', city: 'Cannes', currencyCode: 'EUR', langCode: 'fr', organizationStatus: 'active', airportIcaos: ['LFMD'] }),
    org({ id: 11, legalName: 'Thames Executive Aviation Ltd', commercialName: 'Thames Executive', organizationTypology: 'flight_operator', buyer: true, seller: false, countryCode: 'GB', city: 'London', currencyCode: 'GBP', langCode: 'en', organizationStatus: 'active', airportIcaos: ['EGLC', 'EGGW'] }),
    org({ id: 12, legalName: 'Helvetic Business Jets AG', commercialName: 'Helvetic Business Jets', organizationTypology: 'flight_operator', buyer: true, seller: false, countryCode: 'CH', city: 'Zurich', currencyCode: 'CHF', langCode: 'en', organizationStatus: 'awaiting_validation', airportIcaos: ['LSZH'], createdAt: '2026-01-20T14:10:00.000Z' }),
    org({ id: 13, legalName: 'Bavaria Jet Charter GmbH', commercialName: 'Bavaria Jet Charter', organizationTypology: 'flight_operator', buyer: true, seller: false, countryCode: 'DE', city: 'Munich', currencyCode: 'EUR', langCode: 'en', organizationStatus: 'active', airportIcaos: ['EDDM'] }),
    org({ id: 14, legalName: 'Costa Brava Handling SL', commercialName: 'Costa Brava Handling', organizationTypology: 'fixed_base_operator', buyer: false, seller: true, countryCode: 'ES', city: 'Girona', currencyCode: 'EUR', langCode: 'en', organizationStatus: 'active', airportIcaos: ['LEGE'], productTypologies: ['fuel', 'parking', 'service'] }),
    org({ id: 15, legalName: 'Atlantic Fuel Services Ltd', commercialName: 'Atlantic Fuel', organizationTypology: 'fuel', buyer: false, seller: true, countryCode: 'IE', city: 'Shannon', currencyCode: 'EUR', langCode: 'en', organizationStatus: 'suspended', airportIcaos: ['EINN'], productTypologies: ['fuel'] }),
    org({ id: 16, legalName: 'Cannes Mandelieu Hangars SAS', commercialName: 'Mandelieu Hangars', organizationTypology: 'hangar', buyer: false, seller: true, countryCode: 'FR', city: 'Mandelieu-la-Napoule', currencyCode: 'EUR', langCode: 'fr', organizationStatus: 'registration_pending', airportIcaos: ['LFMD'], productTypologies: ['hangar'], createdAt: '2026-02-03T16:20:00.000Z' }),
    org({ id: 17, legalName: 'Dolomiti Elicotteri SRL', commercialName: 'Dolomiti Elicotteri', organizationTypology: 'helicopter', buyer: false, seller: true, countryCode: 'IT', city: 'Bolzano', currencyCode: 'EUR', langCode: 'en', organizationStatus: 'active', airportIcaos: ['LIPB'], productTypologies: ['helicopter'] }),
    org({ id: 18, legalName: 'Skyline Dispatch BV', commercialName: 'Skyline Dispatch', organizationTypology: 'flight_dispatch_company', buyer: true, seller: false, countryCode: 'NL', city: 'Amsterdam', currencyCode: 'EUR', langCode: 'en', organizationStatus: 'disabled', airportIcaos: ['EHAM'] }),
    org({ id: 19, legalName: 'Le Bourget Aviation Catering SAS', commercialName: 'LBG Catering', organizationTypology: 'catering', buyer: false, seller: true, countryCode: 'FR', city: 'Le Bourget', currencyCode: 'EUR', langCode: 'fr', organizationStatus: 'awaiting_validation', airportIcaos: ['LFPB'], productTypologies: ['service'], createdAt: '2026-01-28T11:00:00.000Z' }),
    org({ id: 20, legalName: 'Geneva Airport Taxi Sàrl', commercialName: 'GVA Taxi', organizationTypology: 'taxi', buyer: false, seller: true, countryCode: 'CH', city: 'Geneva', currencyCode: 'CHF', langCode: 'fr', organizationStatus: 'active', airportIcaos: ['LSGG'], productTypologies: ['service'] }),
    org({ id: 21, legalName: 'Aéro-Club de Provence', commercialName: 'Aéro-Club de Provence', organizationTypology: 'private_pilot', buyer: true, seller: false, countryCode: 'FR', city: 'Aix-en-Provence', currencyCode: 'EUR', langCode: 'fr', organizationStatus: 'active', airportIcaos: ['LFMA'] }),
    org({ id: 22, legalName: 'Lisbon Executive Aviation Centre Lda', commercialName: 'Lisbon Executive FBO', organizationTypology: 'fixed_base_operator', buyer: false, seller: true, countryCode: 'PT', city: 'Lisbon', currencyCode: 'EUR', langCode: 'en', organizationStatus: 'active', airportIcaos: ['LPPT', 'LPCS'], productTypologies: ['fuel', 'hangar', 'parking', 'service'] }),
    org({ id: ORG.euroConnect, legalName: 'EuroConnect Regional Airlines SA', commercialName: 'EuroConnect Regional', organizationTypology: 'flight_operator', buyer: true, seller: false, countryCode: 'LU', city: 'Luxembourg', currencyCode: 'EUR', langCode: 'en', organizationStatus: 'active', airportIcaos: ['ELLX', 'EBBR', 'LFSB'], vatNumber: 'LU26375245', createdAt: '2024-11-04T08:00:00.000Z' }),
  ];
  return records.map((record) => ({ ...record, ...DETAILS[record.id] }));
}

/** The demo accounts' organizations in full: what their profile tabs show first. */
const DETAILS: Readonly<Record<number, Partial<OrganizationRecord>>> = {
  [ORG.alpine]: {
    headOffice: {
      address: '12 rue de l’Aviation',
      complementaryAddress: 'Aéroport Lyon-Bron, Hangar 3',
      postalCode: '69500',
      city: 'Bron',
      countryCode: 'FR',
    },
    phone: '+33 4 72 00 11 00',
    email: 'ops@alpine-jets.fr',
    webSiteUrl: 'https://www.alpine-jets.fr',
    companyRegistrationNumber: '812 345 678 RCS Lyon',
    shareCapital: 250000,
    legalForm: 'SAS',
    businessActivityCode: '51.10Z',
    description: {
      en: 'Business jet operator based in Lyon, flying across Europe since 2009.',
      fr: 'Exploitant d’avions d’affaires basé à Lyon, qui vole dans toute l’Europe depuis 2009.',
    },
    yearFounded: 2009,
    servicesSummary: 'On-demand charter, aircraft management',
    emergencyContact: {
      firstName: 'Camille',
      lastName: 'Laurent',
      email: 'buyer@demo.aero',
      phone: '+33 4 72 00 11 22',
      jobTitle: 'Flight operations manager',
    },
    invoicePrefix: 'AEJ-',
  },
  [ORG.riviera]: {
    headOffice: {
      address: 'Aéroport Nice Côte d’Azur, Terminal Aviation d’Affaires',
      complementaryAddress: null,
      postalCode: '06206',
      city: 'Nice',
      countryCode: 'FR',
    },
    phone: '+33 4 93 21 30 00',
    email: 'fbo@rivierajetcentre.fr',
    webSiteUrl: 'https://www.rivierajetcentre.fr',
    companyRegistrationNumber: '834 561 209 RCS Nice',
    shareCapital: 500000,
    legalForm: 'SAS',
    businessActivityCode: '52.23Z',
    description: {
      en: 'Fixed base operator at Nice Côte d’Azur: handling, fuel, hangars and VIP lounge, 24/7.',
      fr: 'FBO à Nice Côte d’Azur : assistance, carburant, hangars et salon VIP, 24 h/24.',
    },
    yearFounded: 2012,
    servicesSummary: 'Handling, fuel, hangar, parking, catering coordination',
    emergencyContact: {
      firstName: 'Sophie',
      lastName: 'Bernard',
      email: 'seller@demo.aero',
      phone: '+33 4 93 21 30 30',
      jobTitle: 'Station manager',
    },
    invoicePrefix: 'RJC-',
    invoiceReferenceFormat: 'year_month_six_numbers',
  },
  [ORG.azurHeli]: {
    headOffice: {
      address: 'Héliport de Monaco, avenue des Ligures',
      complementaryAddress: null,
      postalCode: '98000',
      city: 'Monaco',
      countryCode: 'MC',
    },
    phone: '+377 97 97 39 39',
    email: 'ops@azurheli.mc',
    legalForm: 'SAM',
    businessActivityCode: '51.10Z',
  },
  [ORG.platform]: {
    headOffice: {
      address: '25 avenue de l’Opéra',
      complementaryAddress: null,
      postalCode: '75001',
      city: 'Paris',
      countryCode: 'FR',
    },
    email: 'support@aeromarket.aero',
    webSiteUrl: 'https://www.aeromarket.aero',
    companyRegistrationNumber: '901 234 567 RCS Paris',
    shareCapital: 1000000,
    legalForm: 'SAS',
    businessActivityCode: '63.12Z',
    invoicePrefix: 'AM-',
  },
};
