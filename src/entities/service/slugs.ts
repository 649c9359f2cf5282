/**
 * The service's startup-safe entry: the values its URLs name (`{typology}`, `{tab}`). The route
 * table reads them at startup (features' paths.ts), so this module holds these two lists and
 * imports nothing but types: importing the entity's index there would bring its contract and
 * calls into the login page's chunk, and whatever else this module exported would ride along
 * (which tabs a typology has is in ./service.types). Features may import it as
 * `@/entities/service/slugs` (the layer rule's second public entry); the index re-exports it.
 */
import type { ProductTypology } from '@/entities/cart';
import type { SameMembers, Schemas } from '../../lib/api/contract';

/**
 * The spec's eight product typologies (section 9), the document's `ServiceTypology`, and the
 * shop's `PRODUCT_TYPOLOGIES` (an entity's contract imports another's types only: the check
 * below keeps them equal).
 */
export type ServiceTypology = Schemas['ServiceTypology'];
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
// Startup-safe, so no run-time helper: the document's union and the list checked as types.
type TypologiesMatch = SameMembers<(typeof SERVICE_TYPOLOGIES)[number], ServiceTypology>;
type MissingTypology = Exclude<ProductTypology, ServiceTypology>;
/**
 * Fails to compile when the shop gains a typology this list lacks, or the document a typology or a
 * tab the lists lack (the tabs' check rides here: this module exports nothing else).
 */
export const NO_MISSING_TYPOLOGY: [MissingTypology] extends [never]
  ? TypologiesMatch & TabsMatch
  : never = true;

/** The tabs of a service's show and edit pages, in order (DECISIONS.md "Catalogue"). */
export type ServiceTab = Schemas['ServiceTab'];
export const SERVICE_TABS = [
  'information',
  'pricing',
  'availability',
  'capacity',
  'transfer',
  'airports',
  'packages',
] as const satisfies readonly ServiceTab[];
type TabsMatch = SameMembers<(typeof SERVICE_TABS)[number], ServiceTab>;
