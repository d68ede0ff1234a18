import type { SessionTypes } from '@walletconnect/types'
import { bitcoinAddresses } from './bitcoin/account.js'
import { cosmosAccountsResult } from './cosmos/account.js'
import {
  type AnyRequest,
  isBitcoinRequest,
  isCosmosRequest,
  isPolkadotRequest,
  type WalletAccounts,
} from './dispatch.js'
import { sdkUserRejectedResponse, userRejectedResponse, type WalletResponse } from './responses.js'
import type { PendingRequest } from './state.js'

/** A request that reads only what the session already shares, answered without asking. */
export type UnaskedRequest = Extract<AnyRequest, { method: 'cosmos_getAccounts' | 'getAccountAddresses' }>

/** True for a request the wallet answers without asking. */
export const isUnasked = (request: AnyRequest): request is UnaskedRequest =>
  request.method === 'cosmos_getAccounts' || request.method === 'getAccountAddresses'

/** The answer to an {@link UnaskedRequest}: the Cosmos account and its public key, the Bitcoin addresses. */
export function unaskedResult(request: UnaskedRequest, wallet: WalletAccounts): unknown {
  if (request.method === 'cosmos_getAccounts') return wallet.cosmos ? cosmosAccountsResult(wallet.cosmos) : []
  return wallet.bitcoin ? bitcoinAddresses(wallet.bitcoin.account, request.intentions) : []
}

/**
 * The answer to a request the visitor rejected: EIP-1193 4001 'User rejected the request.' for EVM and
 * Solana (as wallets of those chains answer), WalletConnect's own USER_REJECTED (5000 'User rejected.')
 * for Polkadot, Cosmos and Bitcoin, whose RPC references have no EIP-1193 codes.
 */
export function rejectedResponse(id: number, request: PendingRequest): WalletResponse {
  return isPolkadotRequest(request) || isCosmosRequest(request) || isBitcoinRequest(request)
    ? sdkUserRejectedResponse(id)
    : userRejectedResponse(id)
}

/** A session event to emit once the session exists. */
export interface SessionEventToEmit {
  chainId: string
  event: { name: string; data: unknown }
}

/**
 * What goes with an approval that holds a `bip122` namespace, as WalletConnect's Bitcoin reference
 * recommends: the addresses in `sessionProperties.bip122_getAccountAddresses`, and a
 * `bip122_addressesChanged` per approved Bitcoin chain right after.
 */
export function bitcoinApprovalExtras(
  namespaces: SessionTypes.Namespaces,
  wallet: WalletAccounts,
): { sessionProperties?: Record<string, string>; events: SessionEventToEmit[] } {
  const chains = namespaces.bip122?.chains ?? []
  if (!wallet.bitcoin || chains.length === 0) return { events: [] }
  const addresses = bitcoinAddresses(wallet.bitcoin.account)
  return {
    sessionProperties: { bip122_getAccountAddresses: JSON.stringify(addresses) },
    events: chains.map((chainId) => ({
      chainId,
      event: { name: 'bip122_addressesChanged', data: addresses },
    })),
  }
}
