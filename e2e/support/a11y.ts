import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(__filename).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and fails on any serious or critical violation, naming each. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Evaluated through the browser's devtools channel, not as an inline <script>: the site's
  // Content-Security-Policy forbids inline script, and the journeys keep it on.
  axeSource ??= fs.readFileSync(axePath, 'utf8');
  await page.evaluate(`${axeSource}\n;undefined`);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
  });
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
