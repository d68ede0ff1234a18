import { BitcoinAdapter, bitcoinRegtest } from '@foyer/bitcoin'
import { type CaipNetwork, cosmosHub, createFoyer, polkadot, UniversalAdapter } from '@foyer/core'
import { EvmAdapter, toCaipNetwork } from '@foyer/evm'
import { SolanaAdapter, solanaDevnet, solanaMainnet } from '@foyer/solana'
import { chains } from './chains.js'

/** The demo's EVM networks: the two devnet chains, as Foyer networks. */
const evmNetworks = [toCaipNetwork(chains[0]), toCaipNetwork(chains[1])] as const

/** The local Solana ledgers standing in for mainnet-beta and devnet (their genesis hashes, local RPC). */
const local = (network: CaipNetwork, port: number, name: string): CaipNetwork => {
  const { blockExplorers: _none, ...rest } = network
  return { ...rest, name, rpcUrls: { default: { http: [`http://127.0.0.1:${port}`] } } }
}

/**
 * Every network of the demo: EVM first (the default), then Solana, Bitcoin regtest, Polkadot and the Cosmos Hub
 * (WalletConnect wallets sign for them; no chain runs here, so they have no balances).
 */
const networks: readonly [CaipNetwork, ...CaipNetwork[]] = __FOYER_SOLANA__
  ? [
      ...evmNetworks,
      local(solanaMainnet, __FOYER_PORTS__.solana, 'Solana (local)'),
      local(solanaDevnet, __FOYER_PORTS__.solanaDevnet, 'Solana Devnet (local)'),
      local(bitcoinRegtest, __FOYER_PORTS__.bitcoin, 'Bitcoin Regtest (local)'),
      polkadot,
      cosmosHub,
    ]
  : evmNetworks

/** The EVM adapter; its wagmi config is there for wagmi hooks and actions too. */
export const evmAdapter = new EvmAdapter({ networks: evmNetworks })

/** The Solana adapter: wallet-standard wallets; its SDK loads when a Solana wallet is used. */
export const solanaAdapter = __FOYER_SOLANA__ ? new SolanaAdapter() : undefined

/** The Bitcoin adapter: wallet-standard and WBIP004 wallets; PSBTs and BIP-322 load when a Bitcoin wallet is used. */
export const bitcoinAdapter = __FOYER_SOLANA__ ? new BitcoinAdapter() : undefined

/** Polkadot and Cosmos through the WalletConnect session alone (core's UniversalAdapter). */
export const polkadotAdapter = __FOYER_SOLANA__ ? new UniversalAdapter({ namespace: 'polkadot' }) : undefined
export const cosmosAdapter = __FOYER_SOLANA__ ? new UniversalAdapter({ namespace: 'cosmos' }) : undefined

/**
 * `?basic`: basic mode, the README's setup without adapters: every network connects through
 * WalletConnect, with the adapters createFoyer makes (getUniversalAdapter reaches them).
 */
export const basicMode = new URLSearchParams(window.location.search).has('basic')

const query = new URLSearchParams(window.location.search)
/** `?accountType=eoa`: the app's default account for email and social users is their EOA. */
const eip155AccountType = query.get('accountType') === 'eoa' ? 'eoa' : undefined
/** `?analytics=off`: `features.analytics: false`, the README's way to send no analytics events. */
const analyticsOff = query.get('analytics') === 'off'

/** One Foyer instance for the page, set up exactly as the README shows. */
export const foyer = createFoyer({
  projectId: 'c0ffee00000000000000000000000001',
  networks,
  adapters: basicMode
    ? []
    : [evmAdapter, solanaAdapter, bitcoinAdapter, polkadotAdapter, cosmosAdapter].filter(
        (a) => a !== undefined,
      ),
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
  secureSiteUrl: __FOYER_SECURE_SITE_URL__,
  ...(eip155AccountType ? { defaultAccountTypes: { eip155: eip155AccountType } } : {}),
  // Pay is off unless asked for, as in the hosted kit; `?analytics=off` sends no analytics events.
  features: { pay: true, ...(analyticsOff ? { analytics: false } : {}) },
})
