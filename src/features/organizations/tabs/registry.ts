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
    labelKey: 'organizations:tabs.bankAccounts',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('../finance/BankAccountsTab'),
  },
  {
    tab: 'kyc',
    labelKey: 'organizations:tabs.kyc',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('../finance/KycTab'),
  },
  {
    tab: 'offer',
    labelKey: 'organizations:tabs.offer',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('../finance/OfferTab'),
  },
  {
    tab: 'balance',
    labelKey: 'organizations:tabs.balance',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('../finance/BalanceTab'),
  },
  {
    tab: 'external-account',
    labelKey: 'organizations:tabs.externalAccount',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('../finance/ExternalAccountTab'),
  },
  {
    tab: 'external-service',
    labelKey: 'organizations:tabs.externalService',
    namespaces: ['orgFinance'],
    sides: ['buyer'],
    load: () => import('../finance/ExternalServiceTab'),
  },
  {
    tab: 'accounting',
    labelKey: 'organizations:tabs.accounting',
    namespaces: ['accounting', 'enums'],
    permission: 'ACCOUNTING_VIEW',
    ownOnly: true,
    load: () => import('../finance/AccountingTab'),
  },
  {
    tab: 'users-list',
    labelKey: 'organizations:tabs.users',
    ownRights: true,
    namespaces: ['orgUsers'],
    load: () => import('../users/UsersListTab'),
  },
  {
    tab: 'workroles',
    labelKey: 'organizations:tabs.workroles',
    ownRights: true,
    namespaces: ['orgUsers'],
    load: () => import('../users/WorkrolesTab'),
  },
];
