import { ModalManager } from '@mui/material/Modal';

/**
 * What a test leaves in the document once React Testing Library's cleanup has unmounted its
 * trees. The integration tests share one jsdom and one copy of each module from file to file
 * (vite.config.ts, isolate: false), so the next test would start with it.
 */

type ManagedModal = Parameters<ModalManager['add']>[0];

interface OpenModals {
  open: Map<ManagedModal, ModalManager>;
}

// setupFiles run again for every file while the modules stay: the patch is made once, and its
// list of open modals kept on the class, the one copy every file's MUI uses.
const TRACKED = Symbol.for('tests.openMuiModals');
type Tracked = typeof ModalManager & { [TRACKED]?: OpenModals };

function openModals(): OpenModals {
  const tracked = ModalManager as Tracked;
  const existing = tracked[TRACKED];
  if (existing) return existing;
  const state: OpenModals = { open: new Map() };
  tracked[TRACKED] = state;
  const { add, remove } = ModalManager.prototype;
  ModalManager.prototype.add = function (this: ModalManager, modal, container) {
    state.open.set(modal, this);
    return add.call(this, modal, container);
  };
  ModalManager.prototype.remove = function (this: ModalManager, modal, ariaHiddenState) {
    state.open.delete(modal);
    return remove.call(this, modal, ariaHiddenState);
  };
  return state;
}

/** Starts following MUI's modal managers (one lives in MUI's Modal module, for every modal). */
export function trackMuiModals(): void {
  openModals();
}

/**
 * Lets MUI's modal manager forget the modals a test left open: a modal it still counts would
 * stay "top", so the next test's dialog would be hidden from queries (aria-hidden) and deaf to
 * Escape, and the body would keep its scroll lock.
 */
export function releaseMuiModals(): number {
  const { open } = openModals();
  const left = open.size;
  for (const [modal, manager] of [...open]) manager.remove(modal);
  return left;
}

/**
 * Puts the body and the root element back as jsdom made them: no leftover portal, popper or
 * download anchor, no scroll lock (overflow, padding-right), no aria-hidden, and no language,
 * direction or skin from the last test's preferences.
 */
export function resetDocument(): void {
  document.body.replaceChildren();
  for (const element of [document.body, document.documentElement]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  (document.activeElement as HTMLElement | null)?.blur();
}
