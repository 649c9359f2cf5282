import type { SearchFilter, SelectFilter } from '../list/filters';

/** A translator bound to the page's namespace (react-i18next's `t`). */
type Translate = (key: string) => string;

/**
 * The texts of a list page at their conventional keys under `prefix` (`list.title`,
 * `list.tableLabel`, `list.empty`, `list.emptyFiltered`), spread into ResourceListPage.
 */
export function listPageTexts(t: Translate, prefix = 'list') {
  return {
    title: t(`${prefix}.title`),
    tableLabel: t(`${prefix}.tableLabel`),
    emptyMessage: t(`${prefix}.empty`),
    emptyFilteredMessage: t(`${prefix}.emptyFiltered`),
  };
}

/** The `search` filter, labelled at `{prefix}.searchLabel` and `{prefix}.searchPlaceholder`. */
export function searchFilter<F extends string>(
  key: F,
  t: Translate,
  prefix = 'list',
): SearchFilter<F> {
  return {
    kind: 'search',
    key,
    label: t(`${prefix}.searchLabel`),
    placeholder: t(`${prefix}.searchPlaceholder`),
  };
}

/** A select filter over the values of an enum, each labelled by `labelOf`. */
export function enumFilter<F extends string, V extends string>(
  key: F,
  label: string,
  values: readonly V[],
  labelOf: (value: V) => string,
): SelectFilter<F> {
  return {
    kind: 'select',
    key,
    label,
    options: values.map((value) => ({ value, label: labelOf(value) })),
  };
}
