import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * WCAG 2.2 AA (its 2.0 and 2.1 levels included) and axe's best practices, which an untagged scan
 * ran: naming the tags also runs the rules axe leaves off by default, such as 2.2's target size
 * (2.5.8, 24 px).
 */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules whose verdict a skin can change. Dark and Semi-dark (only its menu) change colours,
 * never the DOM, the names or the boxes the other rules read: a page scanned in full in one skin
 * needs only these in another. Bordered keeps Light's colours and outlines papers and cards (a
 * pixel more per box): visual.spec.ts scans its pages in full in it.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Waits for the running transitions to end (a dialog fading in, colours easing to a new skin):
 * axe measures colours as they are painted, and a button half-way through its fade fails the
 * contrast rule. Endless animations (a spinner) are left running.
 */
export async function finishTransitions(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs axe on the page (scrolled to the top) and fails on any serious or critical violation,
 * listing them. `coloursOnly`: only the rules a skin can change (the page was scanned in full in
 * another skin); about a third of a full scan's time.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  what = page.url(),
  { coloursOnly = false } = {},
) {
  // From the top of the page: scrolled, a control sliding under the sticky top bar reads as an
  // obscured target (2.5.8) that no user meets (they scroll it back into view).
  await page.evaluate(() => window.scrollTo(0, 0));
  await finishTransitions(page);
  const axe = new AxeBuilder({ page });
  const { violations } = await (
    coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(RULE_TAGS)
  ).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.html.replace(/\s+/g, ' ').slice(0, 140)}`);
      const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
      return `${violation.id} [${violation.impact}] ${violation.help}: ${nodes.join(' | ')}${more}`;
    });
  expect(blocking, `serious or critical axe violations on ${what}`).toEqual([]);
}
