import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/**
 * A page's tab bound to the `{tab}` path segment (spec routes such as
 * `/services/show/{service_id}/{typology}/{tab}`). Declare the route with `:tab?` as its last
 * segment; a missing or unknown tab is replaced by the default (history entry replaced). A route
 * whose tab is not the last segment gives `pathOf`, where each tab lives.
 *
 *   const { tab, tabPath } = useTabParam(['details', 'documents'] as const, 'details');
 */
export function useTabParam<T extends string>(
  tabs: readonly T[],
  defaultTab: T,
  param = 'tab',
  pathOf?: (tab: T) => string,
) {
  const raw = useParams()[param];
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tab = tabs.find((candidate) => candidate === raw) ?? defaultTab;
  const trimmed = pathname.replace(/\/+$/, '');
  const base = raw === undefined ? trimmed : trimmed.slice(0, trimmed.lastIndexOf('/'));
  const known = raw !== undefined && tab === raw;

  const tabPath = (next: T) => pathOf?.(next) ?? `${base}/${encodeURIComponent(next)}${search}`;
  const fallback = tabPath(defaultTab);

  useEffect(() => {
    if (!known) void navigate(fallback, { replace: true });
  }, [known, fallback, navigate]);

  return { tab, tabPath, setTab: (next: T) => void navigate(tabPath(next)) };
}
