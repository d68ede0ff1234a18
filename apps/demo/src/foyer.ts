import { createFoyer } from '@foyer/core'
import { EvmAdapter, toCaipNetwork } from '@foyer/evm'
import { chains } from './chains.js'

/** The demo's networks: the two devnet chains, as Foyer networks. */
export const networks = [toCaipNetwork(chains[0]), toCaipNetwork(chains[1])] as const

/** The EVM adapter; its wagmi config is there for wagmi hooks and actions too. */
export const evmAdapter = new EvmAdapter({ networks })

/** One Foyer instance for the page, set up exactly as the README shows. */
export const foyer = createFoyer({
  projectId: 'c0ffee00000000000000000000000001',
  networks,
  adapters: [evmAdapter],
  metadata: {
    name: 'Foyer Demo',
    description: 'A dApp on the local devnet',
    url: window.location.origin,
    icons: [],
  },
  apiUrl: `http://localhost:${__FOYER_PORTS__.cloud}`,
  blockchainApiUrl: `http://localhost:${__FOYER_PORTS__.cloud}`,
  relayUrl: `ws://localhost:${__FOYER_PORTS__.relay}`,
})
