import type { Page } from '@playwright/test';

/**
 * Resolves once the page's transitions have ended: a drawer sliding in or a dialog fading in is
 * visible to Playwright from its first frame, while its place and colours are still moving, so a test
 * that measures where words fall or how they contrast waits for this first. A transition is started
 * a frame or two after its element mounts, so two frames pass before looking, and again after each
 * round (one ending may start another). Endless animations, such as a loader's spin, are not waited for.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (;;) {
      await frame();
      await frame();
      const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
