import { screen } from '@testing-library/react';

/**
 * Every toast (notistack) and every modal "Success" alert shown while it watches, in order: a
 * toast that came and went still counts, so "said once" can be asserted.
 */
export function watchToasts() {
  const seen = { modals: 0, toasts: [] as string[] };
  const known = new WeakSet<Element>();
  const observer = new MutationObserver(() => {
    if (screen.queryByRole('dialog', { name: 'Success' })) seen.modals += 1;
    for (const toast of document.querySelectorAll('#notistack-snackbar')) {
      if (known.has(toast)) continue;
      known.add(toast);
      seen.toasts.push(toast.textContent ?? '');
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}
