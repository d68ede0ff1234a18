import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { adapterBundleMeasures } from '../../../core/src/testing/_test/adapterBundle.js'

export type { BundleReport } from '../../../core/src/testing/_test/adapterBundle.js'

/** What a page that constructs the adapter (`new BitcoinAdapter()`, or `entry`) loads up front, and what waits for import(). */
export const { measureBundle, browserBundleErrors, measurePageWithRolldown } = adapterBundleMeasures(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..'),
  "import { BitcoinAdapter } from '@foyer/bitcoin'\nexport const adapter = new BitcoinAdapter()\n",
)
