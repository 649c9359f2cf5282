/**
 * The service's startup-safe entry: the values its URLs name (`{typology}`, `{tab}`) and which
 * tabs a typology has. The route table reads them at startup (features' paths.ts), so this
 * module imports nothing but types: importing the entity's index there would bring its
 * contract and calls into the login page's chunk. Features may import it as
 * `@/entities/service/slugs` (the layer rule's second public entry); the index re-exports it.
 */
import type { ProductTypology } from '@/entities/cart';

/**
 * The spec's eight product typologies (section 9), the shop's `PRODUCT_TYPOLOGIES`: restated here
 * because an entity's contract imports another's types only (the check below keeps them equal).
 */
export const SERVICE_TYPOLOGIES = [
  'fuel',
  'hangar',
  'helicopter',
  'mandatory_package',
  'outside_ramps',
  'package',
  'parking',
  'service',
] as const satisfies readonly ProductTypology[];
export type ServiceTypology = (typeof SERVICE_TYPOLOGIES)[number];
type MissingTypology = Exclude<ProductTypology, ServiceTypology>;
/** Fails to compile when the shop gains a typology this list lacks. */
export const NO_MISSING_TYPOLOGY: [MissingTypology] extends [never] ? true : never = true;

/** The tabs of a service's show and edit pages, in order (DECISIONS.md "Catalogue"). */
export const SERVICE_TABS = [
  'information',
  'pricing',
  'availability',
  'capacity',
  'airports',
  'packages',
] as const;
export type ServiceTab = (typeof SERVICE_TABS)[number];

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
