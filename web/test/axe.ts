import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts that fail a page: axe's "serious" and "critical" (moderate and minor are reported only). */
const BLOCKING = new Set(['serious', 'critical']);

export interface A11yReport {
  blocking: Result[];
  other: Result[];
  /** One line per blocking violation and node, for a readable failure message. */
  summary: string[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules plus best practices) on the page as it is now.
 * `exclude` leaves out parts that are not ours (none so far). Reusable by every page's browser test:
 *
 *   const report = await checkA11y(page);
 *   expect(report.summary).toEqual([]);
 */
export async function checkA11y(page: Page, { exclude = [] as string[] } = {}): Promise<A11yReport> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const other = violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  const summary = blocking.flatMap((v) =>
    v.nodes.map((n) => `${v.impact} ${v.id}: ${v.help} — ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  );
  return { blocking, other, summary };
}
