import type { DevnetChain } from '@foyer/devnet'
import type { SignClientTypes } from '@walletconnect/types'
import type { LocalAccount, Transport } from 'viem'
import { findChain } from './chains.js'
import { UnsupportedChainError } from './errors.js'
import { parseSessionRequest, type WalletRequest } from './requests.js'
import { executeRequest } from './sign.js'
import { executeSolanaRequest } from './solana/execute.js'
import { findSolanaNetwork } from './solana/networks.js'
import { parseSolanaRequest, type SolanaRequest } from './solana/requests.js'
import type { PendingRequest, SolanaWalletOptions } from './state.js'

/** True for a request on a `solana:` chain. */
export const isSolanaRequest = (request: WalletRequest | SolanaRequest): request is SolanaRequest =>
  request.method.startsWith('solana_')

/**
 * A session_request of either namespace, parsed: `solana:` chains by the Solana side, the rest as EVM.
 * @throws UnsupportedChainError for a Solana request when the wallet holds no Solana key; the parsers' errors.
 */
export function parseAnyRequest(
  event: Pick<SignClientTypes.EventArguments['session_request'], 'id' | 'topic' | 'params'>,
  wallet: { account: LocalAccount; solana: SolanaWalletOptions | undefined },
): WalletRequest | SolanaRequest {
  if (!event.params.chainId.startsWith('solana:')) return parseSessionRequest(event, wallet.account.address)
  if (!wallet.solana) throw new UnsupportedChainError({ details: 'This wallet holds no Solana account' })
  return parseSolanaRequest(event, wallet.solana.key.address)
}

/** Carries out an approved request of either namespace on the chain it names; resolves the JSON-RPC result. */
export async function executeAnyRequest(
  request: PendingRequest,
  wallet: {
    account: LocalAccount
    chains: readonly DevnetChain[]
    solana: SolanaWalletOptions | undefined
    transport: Transport | undefined
  },
): Promise<unknown> {
  if (isSolanaRequest(request)) {
    if (!wallet.solana) throw new UnsupportedChainError({ details: 'This wallet holds no Solana account' })
    const network = findSolanaNetwork(wallet.solana.networks, request.chainId)
    return executeSolanaRequest(request, { key: wallet.solana.key, rpcUrl: network.rpcUrl })
  }
  return executeRequest(request, {
    account: wallet.account,
    chain: findChain(wallet.chains, request.chainId),
    ...(wallet.transport === undefined ? {} : { transport: wallet.transport }),
  })
}
