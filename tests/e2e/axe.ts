/**
 * WCAG 2.2 AA checks with axe for the browser tests: no serious or critical violation on what the
 * page shows, on a phone (390x844) and on a laptop (1280x800).
 */
import axe from 'axe-core';
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

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe's violations of the WCAG rules on what `selector` matches (null: the whole document). axe runs in the page itself, put
 * there once per document (the second size reuses it): @axe-core/playwright put it there three
 * times per scan and finished each one in a new blank page, about a second a scan. Frames are not
 * entered: the shop's only one is the YouTube player, another site's document (the frame's own
 * title is still checked).
 */
async function axeViolations(page: Page, selector: string | null): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ selector, tags }) => {
      if (window.axe === undefined) throw new Error('axe-core is not in the page');
      const results = await window.axe.run(selector ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return results.violations;
    },
    { selector, tags: WCAG_TAGS },
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
    const violations = await axeViolations(page, dialogsOnly ? '[role="dialog"]' : null);
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
