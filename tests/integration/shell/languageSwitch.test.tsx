import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };

/** A translation key shown as text: "menu.trips", "organization.buyer", "trips:menu.trips". */
const RAW_KEY = /(^|\s|:)[a-z]+(\.[a-zA-Z_]+)+($|\s)/;

/** Every text the shell showed while `act` ran, as the DOM changed (not only at the end). */
async function textsShownDuring(act: () => Promise<void>): Promise<string[]> {
  const seen = new Set<string>();
  const recordIn = (root: Element) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text !== '') seen.add(text);
    }
  };
  const recordAll = () => document.querySelectorAll('nav, header').forEach(recordIn);
  // Only the changed parts of the shell are read again: the page's own changes are many.
  const observer = new MutationObserver((mutations) => {
    const roots = new Set<Element>();
    for (const mutation of mutations) {
      const target =
        mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const root = target?.closest('nav, header');
      if (root) roots.add(root);
      for (const added of mutation.addedNodes) {
        if (added instanceof Element && added.querySelector('nav, header')) roots.add(added);
      }
    }
    roots.forEach(recordIn);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  try {
    recordAll();
    await act();
    recordAll();
  } finally {
    observer.disconnect();
  }
  return [...seen];
}

/** A wide screen (every min-width query matches): the menu is permanent, mounted from the start. */
function onWideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** The menu's domain namespaces ('fleet:menu.crews'...): the texts that load after the shell. */
const MENU_NAMESPACES = [
  'accounting',
  'auth',
  'fleet',
  'invoices',
  'orders',
  'organizations',
  'slots',
  'trips',
];

type Read = (lng: string, ns: string, done: (error: unknown, data: unknown) => void) => void;

/**
 * As on a real network, the domains' texts arrive late (300 ms), and none is loaded yet in any
 * language (an earlier test or attempt loaded them): the race is the same on every run.
 */
async function slowDomainTexts() {
  await initI18n('en');
  const connector: unknown = Reflect.get(i18next.services, 'backendConnector');
  const backend: { read: Read } = Reflect.get(connector as object, 'backend') as { read: Read };
  const states = Reflect.get(connector as object, 'state') as Record<string, number>;
  for (const lng of ['en', 'fr']) {
    for (const ns of MENU_NAMESPACES) {
      i18next.removeResourceBundle(lng, ns);
      Reflect.deleteProperty(states, `${lng}|${ns}`);
    }
  }
  const read = backend.read.bind(backend);
  vi.spyOn(backend, 'read').mockImplementation((lng, ns, done) => {
    setTimeout(() => read(lng, ns, done), MENU_NAMESPACES.includes(ns) ? 300 : 0);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('switching language after login', () => {
  it('a French user logging in on the English page never sees a raw key in the menu', async () => {
    onWideScreen();
    await slowDomainTexts();
    const user = userEvent.setup();
    const app = await renderRoute('/login?redirect=%2F', { preferences: { language: 'en' } });
    await user.type(await screen.findByLabelText(/Email/), 'multi@demo.aero');
    await user.type(screen.getByLabelText(/Password/), 'Aviation2026!');
    const texts = await textsShownDuring(async () => {
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(app.location().pathname).toBe('/'), SLOW);
      const nav = await screen.findByRole('navigation', { name: 'Menu principal' }, SLOW);
      await waitFor(() => expect(nav).toHaveTextContent('Voyages'), SLOW);
    });
    expect(texts.filter((text) => RAW_KEY.test(text))).toEqual([]);
  });

  it('from the language menu, never shows a raw key in the menu, even for a moment', async () => {
    await slowDomainTexts();
    const user = userEvent.setup();
    await renderRoute('/', { as: 'buyer', preferences: { language: 'en' } });
    await screen.findByRole('heading', { name: /Welcome/ });
    // Below lg the menu is a drawer, kept mounted once opened: open it once, then close it.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(nav).toHaveTextContent('Aircraft'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
    const texts = await textsShownDuring(async () => {
      await user.click(screen.getByRole('button', { name: 'Language' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
      await waitFor(() => expect(nav).toHaveAttribute('aria-label', 'Menu principal'));
      await waitFor(() => expect(nav).toHaveTextContent('Aéronefs'));
    });
    expect(texts.filter((text) => RAW_KEY.test(text))).toEqual([]);
    // The French menu came in full: its groups and every domain's entries.
    expect(nav).toHaveTextContent('Voyages');
    expect(nav).toHaveTextContent('Équipage');
  });
});
