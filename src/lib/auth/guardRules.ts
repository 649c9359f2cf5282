import { routeTo } from '@/lib/paths/routeTo';
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
    return afterLoginPath(new URLSearchParams(path.split('?')[1] ?? '').get('redirect'));
  }
  if (isPublic) return null;
  if (!isAuthenticated) return withRedirect(routeTo('auth.login'), path);
  if (permission && !can(permission)) return withRedirect(routeTo('auth.notAuthorized'), path);
  return null;
}

/** C0 and C1 control characters and DEL (tabs and newlines too): URL parsers drop or bend them. */
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
}

/** Enough to undo any encoding a link would plausibly carry (`%25` nests once per layer). */
const MAX_DECODINGS = 5;

function looksForeign(text: string): boolean {
  return (
    hasControlCharacter(text) ||
    text.includes('\\') ||
    !text.startsWith('/') ||
    text.startsWith('//')
  );
}

/** The text and each of its percent-decoded forms; null when one of them is malformed. */
function decodedForms(text: string): string[] | null {
  const forms = [text];
  let current = text;
  for (let i = 0; i < MAX_DECODINGS; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}

function currentOrigin(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}

/**
 * The login redirect follows only paths of this app (open-redirect guard): a path starting with
 * one `/`, free of control characters and backslashes in every decoded form, that the browser
 * resolves to this origin and whose normalised path does not start with `//`. Anything else
 * (`//host`, `/\\host`, `javascript:`, absolute URLs, encoded tricks) goes home instead: null.
 */
export function safeRedirect(
  redirect: string | null | undefined,
  origin: string = currentOrigin(),
): string | null {
  if (!redirect) return null;
  const forms = decodedForms(redirect);
  if (!forms || forms.some(looksForeign)) return null;
  let url: URL;
  try {
    url = new URL(redirect, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * After login: the redirect when it stays on our origin, else home, the action centre, for every
 * account (issue 29 replaces the spec's "orders manager for TRIP_ACCOUNTING_VIEW": home's cards
 * link to the orders that need action, and a seller's or operator's work is not all orders).
 */
export function afterLoginPath(redirect: string | null | undefined): string {
  return safeRedirect(redirect) ?? routeTo('home.index');
}

export function logoutPath(currentPath: string): string {
  const pathname = currentPath.split(/[?#]/)[0] ?? '';
  if (pathname === routeTo('auth.login')) return currentPath;
  return withRedirect(routeTo('auth.login'), currentPath);
}
