import { SolanaAdapter, type SolanaAdapterOptions } from './SolanaAdapter.js'

/** Creates a {@link SolanaAdapter}; same as `new SolanaAdapter(options)`. */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  return new SolanaAdapter(options)
}
