import { paths } from '@/lib/paths';

/** The legal pages, in the order the footer lists them, with their texts' namespace. */
export const LEGAL_PAGES = [
  { name: 'privacy-policy', ns: 'legal-privacy', to: () => paths.legal.privacyPolicy() },
  { name: 'cookies-policy', ns: 'legal-cookies', to: () => paths.legal.cookiesPolicy() },
  { name: 'terms-of-services', ns: 'legal-services', to: () => paths.legal.termsOfServices() },
  { name: 'commercial-terms', ns: 'legal-commercial', to: () => paths.legal.commercialTerms() },
  { name: 'terms-of-use', ns: 'legal-use', to: () => paths.legal.termsOfUse() },
  { name: 'legal-notices', ns: 'legal-notices', to: () => paths.legal.legalNotices() },
] as const;

export type LegalPageName = (typeof LEGAL_PAGES)[number]['name'];
export type LegalNamespace = (typeof LEGAL_PAGES)[number]['ns'];

/** What a paragraph may link to: a legal page or the contact page. */
export const LINK_TARGETS = [...LEGAL_PAGES.map((page) => page.name), 'contact'] as const;
export type LinkTarget = LegalPageName | 'contact';

export function pathOf(target: LinkTarget): string {
  if (target === 'contact') return paths.contact();
  return LEGAL_PAGES.find((page) => page.name === target)?.to() ?? paths.contact();
}
