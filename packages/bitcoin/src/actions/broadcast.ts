import type { CaipNetwork } from '@foyer/core'
import { BaseError } from '@foyer/core'
import { hex } from '@scure/base'
import type { Transaction } from '@scure/btc-signer'
import { BitcoinRequestError } from '../errors/errors.js'
import { broadcastTransaction, knowsTransaction } from './esplora.js'

/** How long the adapter waits for the ledger to know a transaction a wallet broadcast itself. */
const seenTimeoutMs = 30_000
const seenPollMs = 500

/**
 * Waits until the network's ledger knows `txid` (a wallet broadcast it, maybe through another node), at most
 * `seenTimeoutMs`; then resolves anyway, since the wallet vouched for the broadcast and a ledger may lag.
 */
export async function waitUntilSeen(network: CaipNetwork, txid: string, timeoutMs = seenTimeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await knowsTransaction(network, txid).catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, seenPollMs))
  }
}

/**
 * Finalizes a signed transaction and broadcasts it through the network's Esplora API (`POST /tx`); resolves
 * its txid once the ledger accepted it into its mempool. Bitcoin blocks take minutes (ten on mainnet), so
 * acceptance, not a confirmation, is what a send waits for.
 * @throws BitcoinRequestError 'Transaction error' when an input is unsigned or the ledger refuses it (its
 * reason in details).
 */
export async function finalizeAndBroadcast(network: CaipNetwork, tx: Transaction): Promise<string> {
  try {
    tx.finalize()
  } catch (error) {
    throw new BitcoinRequestError('Transaction error', {
      messageId: 'transactionError',
      reason: 'wallet',
      cause: error,
      details: `The wallet did not sign every input: ${String(error)}`,
    })
  }
  try {
    const txid = await broadcastTransaction(network, hex.encode(tx.extract()))
    return /^[0-9a-f]{64}$/i.test(txid) ? txid.toLowerCase() : tx.id
  } catch (error) {
    throw new BitcoinRequestError('Transaction error', {
      messageId: 'transactionError',
      reason: 'ledger',
      cause: error,
      ...(error instanceof BaseError && error.details ? { details: error.details } : {}),
      ...(error instanceof BitcoinRequestError && error.status !== undefined ? { status: error.status } : {}),
    })
  }
}
