import { ORG } from '../organizations';
import { USER } from '../auth';
import type { AddressRecord, PaymentMethodRecord } from './records';

const CREATED = '2025-01-15T09:00:00.000Z';

type AddressSeed = [
  organizationId: number,
  name: string,
  isDefault: boolean,
  street: string,
  complement: string | null,
  postalCode: string,
  city: string,
  countryCode: string,
];

// prettier-ignore
const ADDRESSES: AddressSeed[] = [
  [ORG.alpine, 'Billing — head office', true, '12 quai Perrache', 'Bâtiment B, 3e étage', '69002', 'Lyon', 'FR'],
  [ORG.alpine, 'Hangar Lyon–Saint-Exupéry', false, 'Zone aviation d’affaires, rue de Finlande', 'Hangar H4', '69125', 'Colombier-Saugnieu', 'FR'],
  [ORG.alpine, 'Office Courchevel', false, '85 route de l’Altiport', null, '73120', 'Courchevel', 'FR'],
  [ORG.riviera, 'Billing — Riviera Jet Centre', true, 'Aéroport Nice Côte d’Azur, Terminal Aviation d’Affaires', 'Rue Costes et Bellonte', '06206', 'Nice', 'FR'],
  [ORG.riviera, 'Hangar 2 — General aviation', false, 'Zone Nord, Aéroport Nice Côte d’Azur', 'Porte 12', '06206', 'Nice', 'FR'],
  [ORG.azurHeli, 'Billing — Azur Heli Services', true, 'Héliport de Monaco, avenue des Ligures', null, '98000', 'Monaco', 'MC'],
  [ORG.azurHeli, 'Base Cannes-Mandelieu', false, '1 avenue Francis Tonner', 'Hangar hélicoptères', '06150', 'Cannes', 'FR'],
  [ORG.platform, 'Head office', true, '25 rue de la Paix', null, '75002', 'Paris', 'FR'],
];

export function seedAddresses(): AddressRecord[] {
  return ADDRESSES.map(
    (
      [organizationId, name, isDefault, address, complement, postalCode, city, countryCode],
      index,
    ) => ({
      id: index + 1,
      organizationId,
      name,
      isDefault,
      address: {
        id: 101 + index,
        address,
        complementaryAddress: complement,
        postalCode,
        city,
        countryCode,
      },
      createdAt: CREATED,
    }),
  );
}

export function seedPaymentMethods(): PaymentMethodRecord[] {
  return [
    {
      id: 'pm_demo_buyer_visa',
      userId: USER.buyer,
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expiry: '08/29',
      holder: 'Camille Laurent',
      isDefault: true,
      createdAt: CREATED,
    },
    {
      id: 'pm_demo_buyer_sepa',
      userId: USER.buyer,
      type: 'sepa_debit',
      brand: 'Commerzbank',
      last4: '3000',
      expiry: null,
      holder: 'Alpine Executive Jets SAS',
      isDefault: false,
      createdAt: CREATED,
    },
    {
      id: 'pm_demo_multi_visa',
      userId: USER.multi,
      type: 'card',
      brand: 'mastercard',
      last4: '4444',
      expiry: '03/28',
      holder: 'Nathalie Rochat',
      isDefault: true,
      createdAt: CREATED,
    },
  ];
}
