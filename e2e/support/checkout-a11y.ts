import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(__filename).resolve('axe-core/axe.min.js');

/**
 * axe-core over what the checkout remote renders: its area and its dialogs (portalled to the body).
 * The shell around it has journeys of its own; a finding there must not be reported as ours.
 */
export async function expectNoSeriousA11yViolationsInCheckout(page: Page): Promise<void> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    type Result = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (context: object) => Promise<Result> } }).axe;
    const include = [
      ['[data-boundary="checkout"]'],
      ...(document.querySelector('[role="dialog"]') ? [['[role="dialog"]']] : []),
    ];
    const result = await axe.run({ include });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((n) => n.target.join(' ')),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`)).toEqual([]);
}
