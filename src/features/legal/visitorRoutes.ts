import { defineRoutes } from '@/lib/auth/routes';
import { legalPaths } from './paths';

/**
 * Legal pages and contact (spec section 2): public, readable logged in or not, each document
 * with its own namespace so that a page loads only its text.
 */
export default defineRoutes([
  {
    id: 'legal.privacyPolicy',
    path: legalPaths.privacyPolicy.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-privacy'],
    page: () => import('./pages/PrivacyPolicyPage'),
  },
  {
    id: 'legal.cookiesPolicy',
    path: legalPaths.cookiesPolicy.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-cookies'],
    page: () => import('./pages/CookiesPolicyPage'),
  },
  {
    id: 'legal.termsOfServices',
    path: legalPaths.termsOfServices.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-services'],
    page: () => import('./pages/TermsOfServicesPage'),
  },
  {
    id: 'legal.commercialTerms',
    path: legalPaths.commercialTerms.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-commercial'],
    page: () => import('./pages/CommercialTermsPage'),
  },
  {
    id: 'legal.termsOfUse',
    path: legalPaths.termsOfUse.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-use'],
    page: () => import('./pages/TermsOfUsePage'),
  },
  {
    id: 'legal.legalNotices',
    path: legalPaths.legalNotices.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-notices'],
    page: () => import('./pages/LegalNoticesPage'),
  },
  {
    id: 'legal.contact',
    path: legalPaths.contact.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-contact'],
    page: () => import('./pages/ContactPage'),
  },
]);
