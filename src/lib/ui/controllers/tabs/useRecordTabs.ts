import type { ReactNode } from 'react';
import { useTabParam } from '../resource/useTabParam';

/** One tab of a record page, declared as data. */
export interface RecordTab<T extends string, G extends string = string> {
  value: T;
  /** Already translated. */
  label: string;
  /** The group whose row shows the tab; tabs without one form a single row. */
  group?: G;
  /**
   * Rendered only while the tab is shown, inside a Suspense boundary (a lazy tab loads then).
   * A SectionForm inside reports its unsaved changes to the page, which asks before leaving.
   */
  render: () => ReactNode;
}

/** A group of tabs: its row's entry opens the group's first tab. */
export interface RecordTabGroup<G extends string = string> {
  value: G;
  /** Already translated. */
  label: string;
}

export interface RecordTabsOptions<T extends string, G extends string> {
  tabs: readonly RecordTab<T, G>[];
  /** Opened when the URL names no tab, or one the record does not have (history entry replaced). */
  defaultTab: T;
  /** The groups in their order; a second row of groups shows when the tabs span more than one. */
  groups?: readonly RecordTabGroup<G>[];
  /**
   * Where a tab lives, for a route whose `:tab` is not the last segment
   * (`/organization/:id/:tab/view`); by default the `{tab}` segment ends the path.
   */
  pathOf?: (tab: T) => string;
  /** The route parameter holding the tab; `tab` by default. */
  param?: string;
}

export interface RecordTabsController<T extends string, G extends string = string> {
  tabs: readonly RecordTab<T, G>[];
  /** The tab shown: the URL's, or the default while the URL is being corrected. */
  active: RecordTab<T, G> | undefined;
  /** The groups present, each with the path of its first tab; empty when one group or none. */
  groups: readonly (RecordTabGroup<G> & { path: string })[];
  /** The tabs of the active tab's group (all of them without groups). */
  row: readonly RecordTab<T, G>[];
  pathOf: (tab: T) => string;
}

/**
 * A record page's tabs, declared as data and addressed by the URL (`/…/{tab}`): which is shown,
 * its group, where each tab and group lives. The view is RecordTabs; a page needing the active
 * tab (its breadcrumb) calls this hook itself and hands the controller over.
 *
 *   const tabs = useRecordTabs({ tabs: [{ value: 'legal', label, render }], defaultTab: 'legal' });
 */
export function useRecordTabs<T extends string, G extends string = string>(
  options: RecordTabsOptions<T, G>,
): RecordTabsController<T, G> {
  const { tabs, defaultTab, groups: groupList = [], pathOf: given, param } = options;
  const values = tabs.map((item) => item.value);
  const { tab, tabPath: pathOf } = useTabParam(values, defaultTab, param, given);
  const active = tabs.find((item) => item.value === tab);
  const groups = groupList.flatMap((group) => {
    const first = tabs.find((item) => item.group === group.value);
    return first ? [{ ...group, path: pathOf(first.value) }] : [];
  });
  const row =
    active?.group === undefined ? tabs : tabs.filter((item) => item.group === active.group);
  return { tabs, active, groups: groups.length > 1 ? groups : [], row, pathOf };
}
