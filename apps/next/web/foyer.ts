import { createFoyer } from '@foyer/core'
import { cookieStorage } from '@foyer/core/ssr'
import { EvmAdapter, toCaipNetwork } from '@foyer/evm'
import { defineChain } from 'viem'

// next.config.ts inlines these at build time (its `env`); the stack sets them to its ports.
const chainAPort = Number(process.env.FOYER_CHAIN_A_PORT || 8545)
const chainBPort = Number(process.env.FOYER_CHAIN_B_PORT || 8546)
const cloudPort = Number(process.env.FOYER_CLOUD_PORT || 4000)
const relayPort = Number(process.env.FOYER_RELAY_PORT || 4001)
// The secure site's origin: another site than the app's in the browser tests (as deployed).
const secureSiteUrl = process.env.FOYER_SECURE_SITE_URL || 'http://localhost:5174'
const appPort = Number(process.env.FOYER_NEXT_PORT || 5178)

/** The local devnet's two chains (services/devnet), as an app defines any chain viem does not ship. */
const devnet = defineChain({
  id: 31337,
  name: 'Foyer Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:${chainAPort}`] } },
  testnet: true,
})
const sidechain = defineChain({
  id: 31338,
  name: 'Foyer Sidechain',
  nativeCurrency: { name: 'Side Ether', symbol: 'SIDE', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:${chainBPort}`] } },
  testnet: true,
})

export const networks = [toCaipNetwork(devnet), toCaipNetwork(sidechain)] as const

/** The EVM adapter; evmAdapter.wagmiConfig works with wagmi's actions too. */
export const evmAdapter = new EvmAdapter({ networks })

/**
 * One Foyer instance, created once per JavaScript realm: once in the browser, and once in the
 * server process, where it is never connected (the server renders from `initialState` instead).
 * `ssr` with cookieStorage keeps the connection in cookies that the server reads.
 */
export const foyer = createFoyer({
  projectId: 'c0ffee00000000000000000000000001',
  networks,
  adapters: [evmAdapter],
  metadata: {
    name: 'Foyer on Next.js',
    description: 'Server rendering with Foyer',
    url: `http://localhost:${appPort}`,
    icons: [],
  },
  storage: cookieStorage,
  ssr: true,
  apiUrl: `http://localhost:${cloudPort}`,
  blockchainApiUrl: `http://localhost:${cloudPort}`,
  relayUrl: `ws://localhost:${relayPort}`,
  secureSiteUrl,
})
