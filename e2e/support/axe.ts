import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it stands: no serious or critical violations, each node named. Every rule
 * runs on the whole page, in the page (`axe.run`): the builder's default runs each frame apart
 * and then opens a blank page, injects axe's 500 kB there and joins the results, which doubles
 * the cost on a busy machine for frames we do not have (the console has no cross-origin frame).
 */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
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
