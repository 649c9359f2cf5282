import type { Page } from '@playwright/test';

/** How long one page may take to show its content before it counts as never showing it. */
export const CONTENT_TIMEOUT_MS = 30_000;

export interface ContentTiming {
  /** From the click to the frame after the page's title and first data (null: never). */
  contentMs: number | null;
  /** From the click to the frame after nothing in the page is loading any more (null: never). */
  settledMs: number | null;
}

/**
 * What counts as a page's first data, inside <main>: a row of a table that is not loading, an
 * empty state or another status, a loaded home card (a link; a loading one is a busy status), an
 * error (shown: a figure, and the table says so), a field of an edit form (not of the filter
 * bar, a search form shown before the rows), a calendar's day or event, a description list, an
 * item of a tree (the categories).
 */
const FIRST_DATA = [
  'table:not([aria-busy="true"]) tbody tr',
  '[role="status"]:not([aria-busy="true"])',
  '[role="alert"]',
  '.MuiCardActionArea-root',
  // A loaded home count card is one link (a loading one is a busy status).
  'a.MuiCard-root',
  'form:not([role="search"]) :is(input:not([type="hidden"]), textarea, [role="combobox"])',
  '.fc-event, .fc-list-empty, .fc-daygrid-day',
  'dl',
  '[role="tree"] [role="treeitem"]',
].join(', ');

/** Anything still loading: a spinner, a skeleton, a busy region. */
const LOADING = '[role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]';

/**
 * Clicks the first link matching `target` (a CSS selector) and times, in the page (the test runner's polling adds
 * nothing), until its content is there and until it has settled. The content is the page's own:
 * a title (h1) other than the one shown before the click (another node or another text; or the
 * same page at another address, for two entries of one page with other filters) with its first
 * data beside it.
 */
export function timeToContent(page: Page, target: string): Promise<ContentTiming> {
  return page.evaluate(
    ([target, firstData, loading, timeout]) =>
      new Promise<ContentTiming>((resolve, reject) => {
        const link = document.querySelector<HTMLElement>(target);
        if (!link) return reject(new Error(`nothing matches ${target}`));
        const title = () => document.querySelector('main h1');
        const beforeTitle = title();
        const beforeText = beforeTitle?.textContent ?? null;
        const beforeUrl = location.pathname + location.search;
        const beforePath = location.pathname;
        const timing: ContentTiming = { contentMs: null, settledMs: null };
        const start = performance.now();
        const newTitle = () => {
          const now = title();
          if (!now || (now.textContent ?? '').trim() === '') return false;
          if (now !== beforeTitle || now.textContent !== beforeText) return true;
          const url = location.pathname + location.search;
          return url !== beforeUrl && location.pathname === beforePath;
        };
        // The time is taken after the next painted frame: what the user sees, not the DOM.
        const stamp = (key: keyof ContentTiming) =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              timing[key] ??= performance.now() - start;
              if (timing.contentMs !== null && timing.settledMs !== null) finish();
            }),
          );
        let marked = { content: false, settled: false };
        const check = () => {
          const main = document.querySelector('main');
          if (!main || !newTitle() || !main.querySelector(firstData)) return;
          if (!marked.content) {
            marked = { ...marked, content: true };
            stamp('contentMs');
          }
          if (!marked.settled && !main.querySelector(loading)) {
            marked = { ...marked, settled: true };
            stamp('settledMs');
          }
        };
        const observer = new MutationObserver(check);
        const limit = setTimeout(() => finish(), timeout);
        function finish() {
          observer.disconnect();
          clearTimeout(limit);
          resolve(timing);
        }
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['aria-busy', 'class', 'role'],
        });
        link.click();
      }),
    [target, FIRST_DATA, LOADING, CONTENT_TIMEOUT_MS] as const,
  );
}

/** The main menu's link to `href` (as the link's attribute says it), as a CSS selector. */
export const menuLink = (href: string) => `nav a[href=${JSON.stringify(href)}]`;
