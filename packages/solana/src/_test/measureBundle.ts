import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { adapterBundleMeasures } from '../../../core/src/testing/_test/adapterBundle.js'

export type { BundleReport } from '../../../core/src/testing/_test/adapterBundle.js'

/** What a page that constructs the adapter (`new SolanaAdapter()`, or `entry`) loads up front, and what waits for import(). */
export const { measureBundle, measurePageWithRolldown } = adapterBundleMeasures(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..'),
  "import { SolanaAdapter } from '@foyer/solana'\nexport const adapter = new SolanaAdapter()\n",
)
