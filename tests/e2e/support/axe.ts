import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const axePath = path.resolve(import.meta.dirname, '../../../node_modules/axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page (it reaches into open shadow roots) and returns serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const found = await violationsNow(page);
  if (found.length === 0) return found;
  // A toast or a panel in the middle of a fade has blended colours for a moment: a real violation is still
  // there once the finite animations have ended, so the second look is the verdict.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.waitForTimeout(300);
  return violationsNow(page);
}

async function violationsNow(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the browser's debugging protocol, which the page's Content-Security-Policy does not
  // govern; a script tag added to the page would be refused as inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(axePath, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
