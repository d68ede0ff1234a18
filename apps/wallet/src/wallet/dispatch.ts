import type { DevnetChain } from '@foyer/devnet'
import type { SignClientTypes } from '@walletconnect/types'
import type { LocalAccount, Transport } from 'viem'
import { bip122Methods } from './bitcoin/account.js'
import type { BitcoinRequest } from './bitcoin/requests.js'
import { findChain } from './chains.js'
import type { CosmosAccount } from './cosmos/account.js'
import type { CosmosRequest } from './cosmos/requests.js'
import { UnsupportedChainError } from './errors.js'
import type { PolkadotAccount } from './polkadot/account.js'
import { type PolkadotRequest, parsePolkadotRequest } from './polkadot/requests.js'
import { parseSessionRequest, type WalletRequest } from './requests.js'
import { executeRequest } from './sign.js'
import { executeSolanaRequest } from './solana/execute.js'
import { findSolanaNetwork } from './solana/networks.js'
import { parseSolanaRequest, type SolanaRequest } from './solana/requests.js'
import type { BitcoinWalletOptions, PendingRequest, SolanaWalletOptions } from './state.js'

/** A parsed request of any namespace. */
export type AnyRequest = WalletRequest | SolanaRequest | PolkadotRequest | CosmosRequest | BitcoinRequest

/** True for a request on a `solana:` chain. */
export const isSolanaRequest = (request: AnyRequest): request is SolanaRequest =>
  request.method.startsWith('solana_')

/** True for a request on a `polkadot:` chain. */
export const isPolkadotRequest = (request: AnyRequest): request is PolkadotRequest =>
  request.method.startsWith('polkadot_')

/** True for a request on a `cosmos:` chain. */
export const isCosmosRequest = <T extends AnyRequest>(request: T): request is Extract<T, CosmosRequest> =>
  request.method.startsWith('cosmos_')

/** True for a request on a `bip122:` chain (WalletConnect's Bitcoin methods have no prefix). */
export const isBitcoinRequest = <T extends AnyRequest>(request: T): request is Extract<T, BitcoinRequest> =>
  (bip122Methods as readonly string[]).includes(request.method)

/** What the wallet holds, per namespace. */
export interface WalletAccounts {
  account: LocalAccount
  solana: SolanaWalletOptions | undefined
  polkadot: PolkadotAccount | undefined
  cosmos: CosmosAccount | undefined
  bitcoin: BitcoinWalletOptions | undefined
}

const noAccount = (namespace: string) =>
  new UnsupportedChainError({ details: `This wallet holds no ${namespace} account` })

/** The wallet's Bitcoin network with this CAIP-2 id, or UnsupportedChainError. */
function bitcoinNetwork(bitcoin: BitcoinWalletOptions, caipNetworkId: string) {
  const network = bitcoin.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network)
    throw new UnsupportedChainError({ details: `This wallet has no Bitcoin network ${caipNetworkId}` })
  return network
}

/**
 * A session_request of any namespace, parsed by its chain's side (`solana:`, `polkadot:`, `cosmos:`,
 * `bip122:`; the rest as EVM). The Cosmos and Bitcoin parsers load with import(): they decode sign docs
 * and PSBTs with cosmjs and @scure/btc-signer, which the page needs only once such a dApp asks.
 * @throws UnsupportedChainError when the wallet holds no account of the chain's namespace (or, for
 * Bitcoin, has no such network); the parsers' errors.
 */
export async function parseAnyRequest(
  event: Pick<SignClientTypes.EventArguments['session_request'], 'id' | 'topic' | 'params'>,
  wallet: WalletAccounts,
): Promise<AnyRequest> {
  const [namespace] = event.params.chainId.split(':')
  switch (namespace) {
    case 'solana':
      if (!wallet.solana) throw noAccount('Solana')
      return parseSolanaRequest(event, wallet.solana.key.address)
    case 'polkadot':
      if (!wallet.polkadot) throw noAccount('Polkadot')
      return parsePolkadotRequest(event, wallet.polkadot)
    case 'cosmos': {
      if (!wallet.cosmos) throw noAccount('Cosmos')
      const { parseCosmosRequest } = await import('./cosmos/requests.js')
      return parseCosmosRequest(event, wallet.cosmos)
    }
    case 'bip122': {
      if (!wallet.bitcoin) throw noAccount('Bitcoin')
      bitcoinNetwork(wallet.bitcoin, event.params.chainId)
      const { parseBitcoinRequest } = await import('./bitcoin/requests.js')
      return parseBitcoinRequest(event, wallet.bitcoin.account)
    }
    default:
      return parseSessionRequest(event, wallet.account.address)
  }
}

/**
 * Carries out an approved request of any namespace on the chain it names; resolves the JSON-RPC result.
 * Polkadot, Cosmos and Bitcoin signing load with import() (the sr25519 WASM, @polkadot/types, cosmjs's
 * signers, @scure/btc-signer).
 */
export async function executeAnyRequest(
  request: PendingRequest,
  wallet: WalletAccounts & { chains: readonly DevnetChain[]; transport: Transport | undefined },
): Promise<unknown> {
  if (isSolanaRequest(request)) {
    if (!wallet.solana) throw noAccount('Solana')
    const network = findSolanaNetwork(wallet.solana.networks, request.chainId)
    return executeSolanaRequest(request, { key: wallet.solana.key, rpcUrl: network.rpcUrl })
  }
  if (isPolkadotRequest(request)) {
    if (!wallet.polkadot) throw noAccount('Polkadot')
    const { executePolkadotRequest } = await import('./polkadot/execute.js')
    return executePolkadotRequest(request, wallet.polkadot)
  }
  if (isCosmosRequest(request)) {
    if (!wallet.cosmos) throw noAccount('Cosmos')
    const { executeCosmosRequest } = await import('./cosmos/execute.js')
    return executeCosmosRequest(request, wallet.cosmos)
  }
  if (isBitcoinRequest(request)) {
    if (!wallet.bitcoin) throw noAccount('Bitcoin')
    const network = bitcoinNetwork(wallet.bitcoin, request.chainId)
    const { executeBitcoinRequest } = await import('./bitcoin/execute.js')
    return executeBitcoinRequest(request, { account: wallet.bitcoin.account, network })
  }
  return executeRequest(request, {
    account: wallet.account,
    chain: findChain(wallet.chains, request.chainId),
    ...(wallet.transport === undefined ? {} : { transport: wallet.transport }),
  })
}
