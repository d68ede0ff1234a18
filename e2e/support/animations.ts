import type { Page } from 'playwright-core'

/**
 * Resolves once the page's running animations and transitions that end have ended (spinners and
 * skeletons loop forever and are not waited for): a view fading or scaling in is not yet where it
 * will stay, nor at full opacity.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
