import { chromium } from 'playwright-core'

// Flags measured to work as root in a container without a GPU or network access beyond localhost.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Headless Debian Chromium; Playwright gives every launch a fresh temporary profile of its own. */
export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: FLAGS })
}

/** The median of a list of measurements (NaN for an empty list). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
