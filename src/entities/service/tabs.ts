/**
 * Which tabs a typology has, and whether a URL's slugs name a service rightly. Kept out of
 * ./slugs, which the startup chunk carries.
 */
import { SERVICE_TABS, type ServiceTab, type ServiceTypology } from './slugs';

/** Typologies with a capacity tab (sold by the slice or the place). */
export const CAPACITY_TYPOLOGIES: readonly ServiceTypology[] = [
  'hangar',
  'parking',
  'outside_ramps',
];
/** Typologies with a packages tab (what the package contains). */
export const PACKAGE_TYPOLOGIES: readonly ServiceTypology[] = ['package', 'mandatory_package'];

/** The tabs a typology has, in order. */
export function serviceTabsOf(typology: ServiceTypology): ServiceTab[] {
  return SERVICE_TABS.filter(
    (tab) =>
      (tab !== 'capacity' || CAPACITY_TYPOLOGIES.includes(typology)) &&
      (tab !== 'packages' || PACKAGE_TYPOLOGIES.includes(typology)),
  );
}

/**
 * Whether a service's URL names it rightly: its own typology, and a tab that typology has (or
 * none: the first tab opens). Anything else is "no item for this slug" (spec section 8).
 */
export function slugsFit(
  typology: ServiceTypology,
  slugs: { typology?: string; tab?: string },
): boolean {
  if (slugs.typology !== typology) return false;
  return slugs.tab === undefined || serviceTabsOf(typology).some((tab) => tab === slugs.tab);
}
