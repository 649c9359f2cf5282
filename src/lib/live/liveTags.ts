import type { LiveTag, LiveTags } from '../contributions/contributions';
import type { LiveChange } from './liveStream';

/**
 * The cache tags a change refetches: those the features named for its record type, when it
 * concerns the organization the app acts for (the cache holds only its data; another
 * organization's change is read on switching to it, which refetches everything).
 */
export function tagsOfChange(
  change: LiveChange,
  entries: readonly LiveTags[],
  actingOrganizationId: number | null,
): LiveTag[] {
  if (change.organizationId !== actingOrganizationId) return [];
  return entries
    .filter((entry) => entry.recordType === change.type)
    .flatMap((entry) => entry.tags(change.id));
}

/** What a poll refetches: every tag type the features named, whatever the record. */
export function polledTagTypes(entries: readonly LiveTags[]): string[] {
  // The tags of any record name the types (a feature's tags differ only by id).
  const types = entries.flatMap((entry) =>
    entry.tags(0).map((tag) => (typeof tag === 'string' ? tag : tag.type)),
  );
  return [...new Set(types)];
}
