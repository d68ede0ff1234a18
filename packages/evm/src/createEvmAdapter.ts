import { EvmAdapter, type EvmAdapterOptions } from './EvmAdapter.js'

/** Creates an {@link EvmAdapter}; same as `new EvmAdapter(options)`. */
export function createEvmAdapter(options: EvmAdapterOptions): EvmAdapter {
  return new EvmAdapter(options)
}
