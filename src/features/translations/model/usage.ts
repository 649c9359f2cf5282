import type { RouteEntry } from '@/lib/paths/routeTo';

/**
 * Where a key shows, derived from the route table (no hand-kept list): a menu label is in the
 * menu of every screen; the shared namespaces (the app's, the kit's, the field messages, the
 * server's messages) on every screen; a feature's namespace on the screens that load it.
 */
export type KeyUsage =
  | { kind: 'menu'; path: string }
  | { kind: 'everywhere' }
  | { kind: 'screens'; paths: string[] }
  | { kind: 'unbound' };

export interface UsageInput {
  namespace: string;
  key: string;
  routes: readonly RouteEntry[];
  /** The namespaces every screen has loaded (i18n's core and deferred ones). */
  shared: readonly string[];
}

export function keyUsage({ namespace, key, routes, shared }: UsageInput): KeyUsage {
  const labelKey = `${namespace}:${key}`;
  const inMenu = routes.find((route) => route.menu?.labelKey === labelKey);
  if (inMenu) return { kind: 'menu', path: inMenu.path };
  if (shared.includes(namespace)) return { kind: 'everywhere' };
  const paths = routes
    .filter((route) => route.namespaces?.includes(namespace))
    .map((route) => route.path);
  return paths.length > 0 ? { kind: 'screens', paths: [...new Set(paths)] } : { kind: 'unbound' };
}
