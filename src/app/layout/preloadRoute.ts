import type { AppRoute } from '@/lib/auth/routes';
import { prefetchNamespaces } from '@/lib/i18n/i18n';

const started = new Set<string>();

/**
 * Starts loading a menu entry's page chunk, prefetch chunk and texts when the pointer comes over it or the
 * keyboard reaches it (issue 29): by the click, part of what the route's lazy load waits for is
 * there. Once per route; a failure is left to the navigation, which reloads on a missing chunk.
 */
export function preloadRoute(route: AppRoute, language: string): void {
  if (started.has(route.id)) return;
  started.add(route.id);
  void route.page().catch(() => started.delete(route.id));
  // Its prefetch's chunk too (loaded, not run: the requests wait for the click and the guard).
  void route.prefetch?.().catch(() => undefined);
  prefetchNamespaces(language, route.namespaces ?? []);
}
