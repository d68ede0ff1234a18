import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** axe-core on the open modal: no violations at all (WCAG 2.x A and AA rules and best practices). */
export async function expectNoAxeViolations(page: Page, view: string) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  )
  expect(violations, `axe violations on the ${view} view`).toEqual([])
}

/** axe-core on one part of the page, frames inside it included (the secure site's cards). */
export async function expectNoAxeViolationsIn(page: Page, selector: string, what: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  )
  expect(violations, `axe violations in the ${what}`).toEqual([])
}
