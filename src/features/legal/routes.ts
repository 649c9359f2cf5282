import { defineRoutes } from '@/lib/auth/routes';

/**
 * Legal pages and contact (spec section 2): public, readable logged in or not, each document
 * with its own namespace so that a page loads only its text. The route table is in the startup
 * chunk, so the patterns are literals rather than the whole `paths` table (routes.test.ts checks
 * they are `paths.legal.*` and `paths.contact`).
 */
export default defineRoutes([
  {
    path: '/privacy-policy',
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-privacy'],
    page: () => import('./pages/PrivacyPolicyPage'),
  },
  {
    path: '/cookies-policy',
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-cookies'],
    page: () => import('./pages/CookiesPolicyPage'),
  },
  {
    path: '/terms-of-services',
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-services'],
    page: () => import('./pages/TermsOfServicesPage'),
  },
  {
    path: '/commercial-terms',
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-commercial'],
    page: () => import('./pages/CommercialTermsPage'),
  },
  {
    path: '/terms-of-use',
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-use'],
    page: () => import('./pages/TermsOfUsePage'),
  },
  {
    path: '/legal-notices',
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-notices'],
    page: () => import('./pages/LegalNoticesPage'),
  },
  {
    path: '/contact',
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['legal', 'legal-contact'],
    page: () => import('./pages/ContactPage'),
  },
]);
