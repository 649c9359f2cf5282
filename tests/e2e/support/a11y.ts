import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page as it stands and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, what = page.url()) {
  const { violations } = await new AxeBuilder({ page }).analyze();
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
