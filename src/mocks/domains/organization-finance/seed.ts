import { ORG } from '../organizations';
import type {
  BalanceRecord,
  InvoiceSettingsRecord,
  BankAccountRecord,
  KycDocumentRecord,
  KycPersonRecord,
  KycStateRecord,
  OfferPaymentRecord,
  PaymentInformationRecord,
  SubscriptionRecord,
} from './records';

// One account per line reads as a table.
// prettier-ignore
export function seedBankAccounts(): BankAccountRecord[] {
  return [
    { id: 1, organizationId: ORG.riviera, holder: 'Riviera Jet Centre SAS', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', bankName: 'Crédit Agricole Alpes Provence', currencyCode: 'EUR', isDefault: true },
    { id: 2, organizationId: ORG.riviera, holder: 'Riviera Jet Centre SAS', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPP', bankName: 'La Banque Postale', currencyCode: 'EUR', isDefault: false },
    { id: 3, organizationId: ORG.riviera, holder: 'Riviera Jet Centre SAS', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L', bankName: 'NatWest', currencyCode: 'GBP', isDefault: true },
    { id: 4, organizationId: ORG.azurHeli, holder: 'Azur Heli Services SAM', iban: 'MC5811222000010123456789030', bic: 'CMCIMCM1', bankName: 'CIC Monaco', currencyCode: 'EUR', isDefault: true },
    { id: 5, organizationId: 7, holder: 'Léman Hangar Solutions SA', iban: 'CH9300762011623852957', bic: 'UBSWCHZH80A', bankName: 'UBS Switzerland', currencyCode: 'CHF', isDefault: true },
  ];
}

// prettier-ignore
export function seedKycPersons(): KycPersonRecord[] {
  return [
    { id: 1, organizationId: ORG.riviera, firstName: 'Sophie', lastName: 'Bernard', birthdate: '1979-04-12', nationality: 'FR', ownershipPercentage: 40, role: 'legal_representative' },
    { id: 2, organizationId: ORG.riviera, firstName: 'Jean-Luc', lastName: 'Marchetti', birthdate: '1965-11-03', nationality: 'MC', ownershipPercentage: 60, role: 'ultimate_beneficial_owner' },
    { id: 3, organizationId: ORG.azurHeli, firstName: 'Marc', lastName: 'Giordano', birthdate: '1982-07-21', nationality: 'IT', ownershipPercentage: null, role: 'legal_representative' },
  ];
}

// prettier-ignore
export function seedKycDocuments(): KycDocumentRecord[] {
  return [
    { id: 1, organizationId: ORG.riviera, documentType: 'identity', fileName: 'id-sophie-bernard.pdf', status: 'validated', uploadedAt: '2025-03-02T10:15:00.000Z', size: 412_000 },
    { id: 2, organizationId: ORG.riviera, documentType: 'proof_of_address', fileName: 'edf-invoice-2025-02.pdf', status: 'validated', uploadedAt: '2025-03-02T10:16:00.000Z', size: 188_000 },
    { id: 3, organizationId: ORG.riviera, documentType: 'company_registration', fileName: 'kbis-riviera.pdf', status: 'validated', uploadedAt: '2025-03-02T10:17:00.000Z', size: 240_000 },
    { id: 4, organizationId: ORG.riviera, documentType: 'articles_of_association', fileName: 'statuts-riviera.pdf', status: 'validated', uploadedAt: '2025-03-02T10:18:00.000Z', size: 1_150_000 },
    { id: 5, organizationId: ORG.riviera, documentType: 'bank_statement', fileName: 'rib-ca.png', status: 'pending', uploadedAt: '2026-01-10T08:40:00.000Z', size: 96_000 },
    { id: 6, organizationId: ORG.azurHeli, documentType: 'identity', fileName: 'passport-giordano.jpg', status: 'pending', uploadedAt: '2026-02-11T14:02:00.000Z', size: 655_000 },
    { id: 7, organizationId: ORG.azurHeli, documentType: 'proof_of_address', fileName: 'utility-bill.pdf', status: 'refused', uploadedAt: '2026-02-11T14:05:00.000Z', size: 301_000 },
  ];
}

export function seedKycStates(): KycStateRecord[] {
  return [
    { organizationId: ORG.riviera, status: 'validated', submittedAt: '2025-03-02T10:20:00.000Z' },
  ];
}

export function seedSubscriptions(): SubscriptionRecord[] {
  return [
    {
      organizationId: ORG.riviera,
      offerId: 2,
      status: 'active',
      startAt: '2025-03-01',
      endAt: '2027-02-28',
    },
    {
      organizationId: 6,
      offerId: 1,
      status: 'expired',
      startAt: '2025-01-01',
      endAt: '2025-01-31',
    },
  ];
}

/** Riviera pays its subscription every trimester since March 2025: one payment failed once. */
export function seedOfferPayments(): OfferPaymentRecord[] {
  const quarters = [
    '2025-03-01',
    '2025-06-01',
    '2025-09-01',
    '2025-12-01',
    '2026-03-01',
    '2026-06-01',
    '2026-09-01',
  ];
  return quarters
    .map((paidAt, index) => ({
      id: index + 1,
      organizationId: ORG.riviera,
      paidAt,
      amount: 450,
      currencyCode: 'EUR',
      status: index === 2 ? ('failed' as const) : ('paid' as const),
      invoiceReference: `SUB-2025-${String(index + 101).padStart(4, '0')}`,
    }))
    .reverse();
}

export function seedPaymentInformation(): PaymentInformationRecord[] {
  return [
    {
      organizationId: ORG.riviera,
      method: 'sepa_debit',
      last4: '0189',
      nextPaymentAt: '2026-12-01',
      nextAmount: 450,
      currencyCode: 'EUR',
    },
  ];
}

// prettier-ignore
export function seedBalances(): BalanceRecord[] {
  return [
    {
      organizationId: ORG.riviera,
      amounts: [
        { currencyCode: 'EUR', available: 18_420.5, pending: 3_260, escrowed: 7_845.25 },
        { currencyCode: 'GBP', available: 1_250, pending: 0, escrowed: 640 },
      ],
      movements: [
        { id: 6, date: '2026-11-20T09:12:00.000Z', kind: 'payment', reference: 'Q-2026-1187', amount: 2_480, currencyCode: 'EUR' },
        { id: 5, date: '2026-11-18T16:40:00.000Z', kind: 'commission', reference: 'Q-2026-1187', amount: -111.6, currencyCode: 'EUR' },
        { id: 4, date: '2026-11-15T08:00:00.000Z', kind: 'payout', reference: 'PO-2026-0044', amount: -12_000, currencyCode: 'EUR' },
        { id: 3, date: '2026-11-12T11:25:00.000Z', kind: 'refund', reference: 'Q-2026-1102', amount: -320, currencyCode: 'EUR' },
        { id: 2, date: '2026-11-10T13:05:00.000Z', kind: 'payment', reference: 'Q-2026-1121', amount: 640, currencyCode: 'GBP' },
        { id: 1, date: '2026-11-08T10:30:00.000Z', kind: 'payment', reference: 'Q-2026-1098', amount: 5_870, currencyCode: 'EUR' },
      ],
    },
  ];
}

/** Riviera's invoices name the aircraft and the flight; Azur Heli's the mission and the client. */
export function seedInvoiceSettings(): InvoiceSettingsRecord[] {
  return [
    {
      organizationId: ORG.riviera,
      compositionItems: ['aircraft_type', 'registration', 'airports', 'pax_number'],
      feesCollector: 'marketplace',
    },
    {
      organizationId: ORG.azurHeli,
      compositionItems: ['registration', 'flight_mission', 'pax_number', 'customer_vat_number'],
      feesCollector: 'marketplace',
    },
  ];
}
