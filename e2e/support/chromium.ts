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

/**
 * What the browser lets the secure site's frame (another site than the page) keep:
 * - `partitioned`: Chromium's own default. The frame's localStorage and IndexedDB work, keyed by the
 *   page's top-level site (the same secure site opened on its own, or under another app, sees other data).
 * - `blocked`: third-party storage denied, as in a browser without partitioning whose third-party
 *   cookies are blocked: reading the frame's `localStorage` throws ('Access is denied for this document')
 *   and IndexedDB refuses to open.
 */
export type StorageMode = 'partitioned' | 'blocked'

export const STORAGE_MODES: readonly StorageMode[] = ['partitioned', 'blocked']

// Playwright turns ThirdPartyStoragePartitioning off (its issue 32230), which with Chromium's headless
// default of blocked third-party cookies leaves a cross-site frame no storage at all. The last
// --disable-features wins, so this list is Playwright's own (1.65) without that feature.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

const STORAGE_FLAGS: Record<StorageMode, string[]> = {
  partitioned: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
  blocked: [
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'ThirdPartyStoragePartitioning'].join(',')}`,
    // Third-party cookies blocked whatever the build's default; without partitioning this denies the
    // frame its storage too.
    '--test-third-party-cookie-phaseout',
  ],
}

/**
 * Headless Debian Chromium; Playwright gives every launch a fresh temporary profile of its own.
 * `storage` says what a cross-site frame may keep (Chromium's default: partitioned).
 */
export function launchChromium({ storage = 'partitioned' }: { storage?: StorageMode } = {}) {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [...FLAGS, ...STORAGE_FLAGS[storage]],
  })
}

/** The median of a list of measurements (NaN for an empty list). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
