import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { animationsSettled } from './animations.js'

/** axe-core on the open modal: no violations at all (WCAG 2.x A and AA rules and best practices). */
export async function expectNoAxeViolations(page: Page, view: string) {
  // A view fading in has text at part opacity, which axe measures as low contrast (it failed once so).
  await animationsSettled(page)
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  )
  expect(violations, `axe violations on the ${view} view`).toEqual([])
}

/** axe-core on one part of the page, frames inside it included (the secure site's cards). */
export async function expectNoAxeViolationsIn(page: Page, selector: string, what: string) {
  // A view fading in has text at part opacity, which axe measures as low contrast (it failed once so).
  await animationsSettled(page)
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  )
  expect(violations, `axe violations in the ${what}`).toEqual([])
}
