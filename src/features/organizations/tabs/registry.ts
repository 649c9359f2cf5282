import type { OrganizationTabDefinition } from './types';

/**
 * The tabs of `/organization/{tab}` in display order, each loaded only when shown. Each area of
 * the organization owns its tab modules: profile (main information .. airports), finance (bank
 * accounts .. external integration), users (users and workroles).
 */
export const ORGANIZATION_TAB_DEFINITIONS: readonly OrganizationTabDefinition[] = [
  {
    tab: 'main-information',
    labelKey: 'organizations:tabs.mainInformation',
    namespaces: ['organizations'],
    load: () => import('../profile/MainInformationTab'),
  },
  {
    tab: 'legal',
    labelKey: 'organizations:tabs.legal',
    namespaces: ['organizations'],
    load: () => import('../profile/LegalTab'),
  },
  {
    tab: 'presentation',
    labelKey: 'organizations:tabs.presentation',
    namespaces: ['organizations'],
    load: () => import('../profile/PresentationTab'),
  },
  {
    tab: 'emergency-contact',
    labelKey: 'organizations:tabs.emergencyContact',
    namespaces: ['organizations'],
    load: () => import('../profile/EmergencyContactTab'),
  },
  {
    tab: 'invoice-configuration',
    labelKey: 'organizations:tabs.invoiceConfiguration',
    namespaces: ['organizations'],
    load: () => import('../profile/InvoiceConfigurationTab'),
  },
  {
    tab: 'airports',
    labelKey: 'organizations:tabs.airports',
    namespaces: ['organizations'],
    load: () => import('../profile/AirportsTab'),
  },
  {
    tab: 'bank-accounts',
    labelKey: 'orgFinance:tabs.bankAccounts',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('../finance/BankAccountsTab'),
  },
  {
    tab: 'kyc',
    labelKey: 'orgFinance:tabs.kyc',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('../finance/KycTab'),
  },
  {
    tab: 'offer',
    labelKey: 'orgFinance:tabs.offer',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('../finance/OfferTab'),
  },
  {
    tab: 'balance',
    labelKey: 'orgFinance:tabs.balance',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('../finance/BalanceTab'),
  },
  {
    tab: 'external-account',
    labelKey: 'orgFinance:tabs.externalAccount',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('../finance/ExternalAccountTab'),
  },
  {
    tab: 'external-service',
    labelKey: 'orgFinance:tabs.externalService',
    namespaces: ['orgFinance'],
    sides: ['buyer'],
    load: () => import('../finance/ExternalServiceTab'),
  },
  {
    tab: 'users-list',
    labelKey: 'orgUsers:tabs.users',
    namespaces: ['orgUsers'],
    load: () => import('../users/UsersListTab'),
  },
  {
    tab: 'workroles',
    labelKey: 'orgUsers:tabs.workroles',
    namespaces: ['orgUsers'],
    load: () => import('../users/WorkrolesTab'),
  },
];
