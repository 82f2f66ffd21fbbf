import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The accessibility rules every page is checked against: WCAG 2.2 AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Each WCAG 2.2 AA violation axe finds on the page as it is (or in `include`), one line each:
 * label, rule, impact, help and the elements at fault.
 *
 * Legacy mode runs axe in the page's own frames. The default opens a blank page for every
 * analysis to merge the frames' results: 1.5 s a page here against 0.6 s, about three minutes of
 * the e2e run. What legacy mode leaves out is cross-origin frames, and the app draws none of its
 * own (Stripe's card fields are Stripe's).
 */
export async function wcagViolations(
  page: Page,
  label: string,
  { include }: { include?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
    return `${label}: ${violation.id} [${violation.impact}] ${violation.help} → ${targets}`;
  });
}
