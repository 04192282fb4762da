/**
 * axe-core in the journeys: `expectAccessible(page, label)` checks what is on screen now against
 * WCAG 2.0 and 2.1, levels A and AA, and fails on any serious or critical finding.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.1 A rules that axe still calls experimental, and so leaves out of a run by tags: the audit
 * of issue 25 used them (a control's name must contain the words it shows, 2.5.3). Given through
 * AxeBuilder's options(), which replaces what withTags() set: so options() comes first.
 */
const EXPERIMENTAL = { 'label-content-name-mismatch': { enabled: true } };
const BLOCKING = new Set(['serious', 'critical']);
/**
 * What a check may add to its journey's time limit: waiting for the page to settle and a run of axe
 * took up to about 4 s each on the shared machine, and a long journey makes ten of them (about 1 s
 * each on a quiet one since legacy mode, below).
 */
const CHECK_BUDGET_MS = 5_000;

/**
 * Waits for what moves to stop: page entrances, dialogs rising, toasts sliding in. Colours and
 * positions are only worth checking once they have arrived. Endless animations (spinners, the
 * bell's ring) are not waited for. Twice, since one entrance ending may start another.
 */
async function settled(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  }
}

/**
 * Runs axe on the page as it is once settled; fails with each serious or critical finding: its
 * rule, what is wrong, where (the nodes' selectors) and the rule's help page. `label` names the
 * screen or dialog in the failure.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  test.info().setTimeout(test.info().timeout + CHECK_BUDGET_MS);
  let findings = await seriousFindings(page);
  // A finding must hold at a second look: a toast whose timer sends it away while axe runs is caught
  // between two colours (once, a leaving toast's text measured 1.67:1). A real one is there both times.
  if (findings.length > 0) findings = await seriousFindings(page);
  expect(findings, `serious or critical axe findings on ${label}:\n${findings.join('\n')}`).toEqual([]);
}

async function seriousFindings(page: Page): Promise<string[]> {
  await settled(page);
  // Legacy mode runs axe.run in the page. The default runs axe in each frame, then opens a blank
  // page, loads axe (650 KB) into it and merges there: twice the time a check, for the cross-origin
  // frames that the app does not have.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: EXPERIMENTAL })
    .withTags(WCAG_A_AA)
    .analyze();
  const findings: string[] = [];
  for (const violation of violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    const where = violation.nodes.map(
      (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, ' ')}`,
    );
    findings.push(
      `${violation.id} (${violation.impact}): ${violation.help}\n${where.join('\n')}\n    ${violation.helpUrl}`,
    );
  }
  return findings;
}
