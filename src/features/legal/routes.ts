import { defineRoutes } from '@/lib/auth/routes';
import { paths } from '@/lib/paths';

/**
 * Legal pages and contact (spec section 2): public, readable logged in or not, each document
 * with its own namespace so that a page loads only its text.
 */
export default defineRoutes([
  {
    path: paths.legal.privacyPolicy.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-privacy'],
    page: () => import('./pages/PrivacyPolicyPage'),
  },
  {
    path: paths.legal.cookiesPolicy.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-cookies'],
    page: () => import('./pages/CookiesPolicyPage'),
  },
  {
    path: paths.legal.termsOfServices.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-services'],
    page: () => import('./pages/TermsOfServicesPage'),
  },
  {
    path: paths.legal.commercialTerms.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-commercial'],
    page: () => import('./pages/CommercialTermsPage'),
  },
  {
    path: paths.legal.termsOfUse.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-use'],
    page: () => import('./pages/TermsOfUsePage'),
  },
  {
    path: paths.legal.legalNotices.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-notices'],
    page: () => import('./pages/LegalNoticesPage'),
  },
  {
    path: paths.contact.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-contact'],
    page: () => import('./pages/ContactPage'),
  },
]);
