import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * WCAG 2.2 AA (its 2.0 and 2.1 levels included) and axe's best practices, which an untagged scan
 * ran: naming the tags also runs the rules axe leaves off by default, such as 2.2's target size
 * (2.5.8, 24 px).
 */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the page (scrolled to the top) and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, what = page.url()) {
  // From the top of the page: scrolled, a control sliding under the sticky top bar reads as an
  // obscured target (2.5.8) that no user meets (they scroll it back into view).
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
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
