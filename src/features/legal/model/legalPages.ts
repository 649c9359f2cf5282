import { legalPaths } from '../paths';

/** The legal pages, in the order the footer lists them, with their texts' namespace. */
export const LEGAL_PAGES = [
  { name: 'privacy-policy', ns: 'legal-privacy', to: () => legalPaths.privacyPolicy() },
  { name: 'cookies-policy', ns: 'legal-cookies', to: () => legalPaths.cookiesPolicy() },
  { name: 'terms-of-services', ns: 'legal-services', to: () => legalPaths.termsOfServices() },
  { name: 'commercial-terms', ns: 'legal-commercial', to: () => legalPaths.commercialTerms() },
  { name: 'terms-of-use', ns: 'legal-use', to: () => legalPaths.termsOfUse() },
  { name: 'legal-notices', ns: 'legal-notices', to: () => legalPaths.legalNotices() },
] as const;

export type LegalPageName = (typeof LEGAL_PAGES)[number]['name'];
export type LegalNamespace = (typeof LEGAL_PAGES)[number]['ns'];

/** What a paragraph may link to: a legal page or the contact page. */
export const LINK_TARGETS = [...LEGAL_PAGES.map((page) => page.name), 'contact'] as const;
export type LinkTarget = LegalPageName | 'contact';

export function pathOf(target: LinkTarget): string {
  if (target === 'contact') return legalPaths.contact();
  return LEGAL_PAGES.find((page) => page.name === target)?.to() ?? legalPaths.contact();
}
