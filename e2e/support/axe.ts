import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Lets running animations finish: a view fading in has text at part opacity, which axe measures as
 * low contrast (it failed once so on a view that had just replaced another).
 */
async function settle(page: Page) {
  // Spinners and skeletons loop forever: only animations that end are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** axe-core on the open modal: no violations at all (WCAG 2.x A and AA rules and best practices). */
export async function expectNoAxeViolations(page: Page, view: string) {
  await settle(page)
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  )
  expect(violations, `axe violations on the ${view} view`).toEqual([])
}

/** axe-core on one part of the page, frames inside it included (the secure site's cards). */
export async function expectNoAxeViolationsIn(page: Page, selector: string, what: string) {
  await settle(page)
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  )
  expect(violations, `axe violations in the ${what}`).toEqual([])
}
