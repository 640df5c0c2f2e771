import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { transitionsEnded } from './settled.ts';

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2 A and AA rules) on the page as it stands and answers the serious and critical
 * findings, each with the elements it found, so a failing test says what to fix.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  // A dialog or drawer fading in shows its words half-blended (axe measured #a7a7a7 on #d3d3d3).
  await transitionsEnded(page);
  // Evaluated through the debugging protocol: the app's Content-Security-Policy (rightly) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const found = await run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return found.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      // A contrast finding also says which colours met and how far apart they are.
      targets: v.nodes.map((n) => {
        const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
        return `${n.target.join(' ')}: ${n.html.slice(0, 160)}${colours}`;
      }),
    }));
  });
  return results.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}
