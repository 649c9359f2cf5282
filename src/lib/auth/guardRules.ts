import type { PermissionKey } from './permissions';

/** Where the guard sends a user (spec section 2); pure so every redirect rule is unit-tested. */
export interface AccessInput {
  isPublic: boolean;
  /** Pages for visitors only (login): a logged-in user goes where a login would send them. */
  guestOnly?: boolean;
  permission: PermissionKey | null;
  isAuthenticated: boolean;
  can: (key: PermissionKey) => boolean;
  /** pathname + search of the requested page */
  path: string;
}

export function withRedirect(target: string, path: string): string {
  return `${target}?redirect=${encodeURIComponent(path)}`;
}

export function decideAccess({
  isPublic,
  guestOnly = false,
  permission,
  isAuthenticated,
  can,
  path,
}: AccessInput): string | null {
  if (guestOnly && isAuthenticated) {
    return afterLoginPath(new URLSearchParams(path.split('?')[1] ?? '').get('redirect'), can);
  }
  if (isPublic) return null;
  if (!isAuthenticated) return withRedirect('/login', path);
  if (permission && !can(permission)) return withRedirect('/not-authorized', path);
  return null;
}

/** Only same-app paths are followed: never `//host` or an absolute URL (open redirect). */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith('/\\')
  ) {
    return null;
  }
  return redirect;
}

export const ORDERS_MANAGER_PATH = '/order';

export function afterLoginPath(
  redirect: string | null | undefined,
  can: (key: PermissionKey) => boolean,
): string {
  const target = safeRedirect(redirect);
  if (target && target !== '/') return target;
  return can('TRIP_ACCOUNTING_VIEW') ? ORDERS_MANAGER_PATH : '/';
}

export function logoutPath(currentPath: string): string {
  const pathname = currentPath.split(/[?#]/)[0] ?? '';
  if (pathname === '/login') return currentPath;
  return withRedirect('/login', currentPath);
}
