import { defineOrganizationTabs } from '@/entities/organization';

/** The profile's tabs of `/organization/{tab}`, first in the strip (the app gathers them). */
export default defineOrganizationTabs([
  {
    tab: 'main-information',
    order: 10,
    group: 'profile',
    labelKey: 'organizations:tabs.mainInformation',
    namespaces: ['organizations'],
    load: () => import('./tabs/MainInformationTab'),
  },
  {
    tab: 'legal',
    order: 20,
    group: 'profile',
    labelKey: 'organizations:tabs.legal',
    namespaces: ['organizations'],
    load: () => import('./tabs/LegalTab'),
  },
  {
    tab: 'presentation',
    order: 30,
    group: 'profile',
    labelKey: 'organizations:tabs.presentation',
    namespaces: ['organizations'],
    load: () => import('./tabs/PresentationTab'),
  },
  {
    tab: 'emergency-contact',
    order: 40,
    group: 'profile',
    labelKey: 'organizations:tabs.emergencyContact',
    namespaces: ['organizations'],
    load: () => import('./tabs/EmergencyContactTab'),
  },
  {
    tab: 'invoice-configuration',
    order: 50,
    group: 'profile',
    labelKey: 'organizations:tabs.invoiceConfiguration',
    namespaces: ['organizations'],
    load: () => import('./tabs/InvoiceConfigurationTab'),
  },
  {
    tab: 'airports',
    order: 60,
    group: 'profile',
    labelKey: 'organizations:tabs.airports',
    namespaces: ['organizations'],
    load: () => import('./tabs/AirportsTab'),
  },
]);
