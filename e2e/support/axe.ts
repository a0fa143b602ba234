import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe on the page as it stands: no serious or critical violations, each node named. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id}: ${v.help} (${n.target.join(' ')})\n  ${n.html}\n  ${n.failureSummary ?? ''}`,
      ),
    ),
  ).toEqual([]);
}
