/** Where things are drawn, for the browser tests that check one does not cover another. */
import { expect, type Locator } from './test';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Where `locator` is drawn, once it is shown. */
export async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${locator.toString()} has no box`);
  return box;
}

/** Fails (softly) if any text of `locator` is cut off with an ellipsis: a span wider than its box. */
export async function expectNothingCut(locator: Locator, what: string) {
  await expect(locator).toBeVisible();
  const cut = await locator.evaluate((element) =>
    [...element.querySelectorAll('span')]
      .filter((span) => span.scrollWidth > span.clientWidth + 1)
      .map((span) => span.textContent ?? ''),
  );
  expect.soft(cut, `texts cut off in ${what}`).toEqual([]);
}

/**
 * Taps a control at the end of a long page as a shopper does: scrolled to first, and tapped once
 * it stays put. A catalogue block is laid out only as it nears the screen (`content-visibility`),
 * which moves what is below it in the next frame. Playwright's click scrolls and presses at once,
 * so its pointer could go down on the control and up on the line above (the click then reaches
 * neither).
 */
export async function tapOnceSettled(locator: Locator) {
  let before: Box | null = null;
  for (let tries = 0; tries < 5; tries += 1) {
    await locator.scrollIntoViewIfNeeded();
    // Two frames: the blocks brought near the screen are laid out in the first.
    await locator.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const now = await boxOf(locator);
    if (before !== null && now.y === before.y) break;
    before = now;
  }
  await locator.click();
}
