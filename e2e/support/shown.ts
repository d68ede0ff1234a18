import type { Page } from 'playwright-core'

/**
 * What the modal shows now (its first dialog's text), for an error that says what the visitor saw
 * instead (an error, a spinner, another view), not only what was missing.
 */
export const modalShows = (page: Page): Promise<string> =>
  page
    .getByRole('dialog')
    .first()
    .innerText({ timeout: 1000 })
    .catch(() => '(no dialog)')
