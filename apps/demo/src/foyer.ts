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
  // Binana is hidden from every wallet list; the wallet-directory e2e checks it never appears.
  excludeWalletIds: ['2235b648bdf382bc1a6960f1db8eda5c71f65a1996e6cb549d24783ca58a2903'],
  apiUrl: `http://localhost:${__FOYER_PORTS__.cloud}`,
  blockchainApiUrl: `http://localhost:${__FOYER_PORTS__.cloud}`,
  relayUrl: `ws://localhost:${__FOYER_PORTS__.relay}`,
  secureSiteUrl: `http://localhost:${__FOYER_PORTS__.secureSite}`,
})
