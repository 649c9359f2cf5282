import { defineOrganizationTabs } from '@/entities/organization';

/**
 * The finance tabs of `/organization/{tab}`, after the profile's (the app gathers them). Their
 * labels are in the page's namespace ('organizations'): the strip shows them before they load.
 */
export default defineOrganizationTabs([
  {
    tab: 'bank-accounts',
    order: 110,
    group: 'finance',
    labelKey: 'organizations:tabs.bankAccounts',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('./tabs/BankAccountsTab'),
  },
  {
    tab: 'kyc',
    order: 120,
    group: 'finance',
    labelKey: 'organizations:tabs.kyc',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('./tabs/KycTab'),
  },
  {
    tab: 'offer',
    order: 130,
    group: 'finance',
    labelKey: 'organizations:tabs.offer',
    namespaces: ['orgFinance', 'payments'],
    sides: ['seller'],
    load: () => import('./tabs/OfferTab'),
  },
  {
    tab: 'balance',
    order: 140,
    group: 'finance',
    labelKey: 'organizations:tabs.balance',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('./tabs/BalanceTab'),
  },
  {
    tab: 'external-account',
    order: 150,
    group: 'integrations',
    labelKey: 'organizations:tabs.externalAccount',
    namespaces: ['orgFinance'],
    sides: ['seller'],
    load: () => import('./tabs/ExternalAccountTab'),
  },
  {
    tab: 'external-service',
    order: 160,
    group: 'integrations',
    labelKey: 'organizations:tabs.externalService',
    namespaces: ['orgFinance'],
    sides: ['buyer'],
    load: () => import('./tabs/ExternalServiceTab'),
  },
  {
    tab: 'accounting',
    order: 170,
    group: 'finance',
    labelKey: 'organizations:tabs.accounting',
    namespaces: ['accounting', 'enums'],
    permission: 'ACCOUNTING_VIEW',
    ownOnly: true,
    load: () => import('./tabs/AccountingTab'),
  },
]);
