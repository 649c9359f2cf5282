import { db } from '../../db';
import { serviceContents, type ServiceRecord } from '../catalogue';

/** How many names a refusal lists before "…" (a toast stays readable). */
const NAMES_SHOWN = 3;

/** `errors.used_by_services|{"count":4,"names":"A, B, C…"}`: one use named for a refusal. */
export function usageMessage(key: string, names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const more = names.length > NAMES_SHOWN ? '…' : '';
  return `${key}|${JSON.stringify({ count: names.length, names: `${shown}${more}` })}`;
}

export const ITEM_CANNOT_BE_DELETED = 'errors.item_cannot_be_deleted';
export const USED_BY_SERVICES = 'errors.used_by_services';
export const USED_BY_POLICIES = 'errors.used_by_cancellation_policies';
export const HAS_SUBCATEGORIES = 'errors.has_subcategories';

export function serviceName(service: ServiceRecord): string {
  const content = serviceContents(service)[0];
  return content ? content.name.en : `#${service.id}`;
}

/** The services listed under the category (their draft or the version on sale). */
export function categoryServices(categoryId: number): ServiceRecord[] {
  return db.services.filter((service) =>
    serviceContents(service).some((content) => content.categoryIds.includes(categoryId)),
  );
}

export function categoryPolicies(categoryId: number) {
  return db.cancellationPolicies.filter((policy) => policy.categoryIds.includes(categoryId));
}

export function subcategories(categoryId: number) {
  return db.shopCategories.filter((category) => category.parentId === categoryId);
}
