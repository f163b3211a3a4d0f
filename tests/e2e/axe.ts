/**
 * WCAG 2.2 AA checks with axe for the browser tests: no serious or critical violation on what the
 * page shows, on a phone (390x844) and on a laptop (1280x800).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from './test';

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** Waits until no finite animation or transition runs (a dialog sliding in, a fade). */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs axe on what the page shows now, at each viewport, and fails (softly, so one run reports
 * every page) on any serious or critical violation, naming the rule, its targets and the fix.
 * With `dialogsOnly` it looks at the open dialogs and drawers alone: the page under them has its
 * own check, and axe takes seconds to go through a page of product cards behind an overlay.
 */
export async function expectAccessible(
  page: Page,
  what: string,
  ready: Locator,
  { dialogsOnly = false }: { readonly dialogsOnly?: boolean } = {},
) {
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await expect(ready).toBeVisible();
    await expect(page.getByRole('status', { name: 'Caricamento in corso' })).toBeHidden();
    await settled(page);
    const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    if (dialogsOnly) axe.include('[role="dialog"]');
    const { violations } = await axe.analyze();
    const blocking = violations
      .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) =>
        [
          `${violation.id} (${violation.impact}): ${violation.help}`,
          ...violation.nodes.map(
            (node) =>
              `  ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
          ),
        ].join('\n'),
      );
    expect
      .soft(
        blocking,
        `axe on ${what} at ${viewport.width}x${viewport.height}:\n${blocking.join('\n')}`,
      )
      .toEqual([]);
  }
}
