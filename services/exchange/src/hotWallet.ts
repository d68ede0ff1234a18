// The exchange's side of the devnet: its hot wallet (funded by the devnet's snapshot) and the
// withdrawals it sends.

import type { Db } from '@foyer/cloud/db'
import { type DevnetChainId, devnetChain, exchangeHotWalletIndex, testMnemonic } from '@foyer/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  TransactionReceiptNotFoundError,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { EXCHANGE_ASSETS, type ExchangeAsset } from './assets.js'

/** One lock key for every instance's sends: the hot wallet's nonce is taken one withdrawal at a time. */
const SEND_LOCK = 208_346_001

export function createHotWallet(rpcUrls: Record<DevnetChainId, string>, db: Db) {
  const account = mnemonicToAccount(testMnemonic, { addressIndex: exchangeHotWalletIndex })
  const clients = (chainId: DevnetChainId) => {
    const chain = devnetChain(chainId, Number(new URL(rpcUrls[chainId]).port))
    const transport = http(rpcUrls[chainId], { retryCount: 0 })
    return {
      read: createPublicClient({ chain, transport }),
      wallet: createWalletClient({ account, chain, transport }),
    }
  }

  return {
    address: account.address,

    /** Whether the hot wallet holds some of every asset it pays out; throws naming the first it lacks. */
    async checkFunds(): Promise<void> {
      for (const entry of EXCHANGE_ASSETS) {
        const held = await this.balanceOf(entry, account.address)
        if (held === 0n)
          throw new Error(
            `The hot wallet ${account.address} holds no ${entry.symbol} on ${entry.chainId}: rebuild the devnet snapshot`,
          )
      }
    },

    balanceOf(entry: ExchangeAsset, owner: Address): Promise<bigint> {
      const { read } = clients(entry.chainId)
      return entry.token
        ? read.readContract({ address: entry.token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
        : read.getBalance({ address: owner })
    },

    /**
     * Sends `amount` of the asset to `to` and resolves the transaction's hash once the node took it.
     * Under a database lock, so two instances never sign with one nonce.
     */
    send(entry: ExchangeAsset, to: Address, amount: bigint): Promise<Hex> {
      const { wallet } = clients(entry.chainId)
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [SEND_LOCK])
        return entry.token
          ? wallet.writeContract({
              address: entry.token,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, amount],
            })
          : wallet.sendTransaction({ to, value: amount })
      })
    },

    /** 'success' or 'reverted' once mined, undefined while pending. */
    async outcome(entry: ExchangeAsset, hash: Hex): Promise<'success' | 'reverted' | undefined> {
      try {
        const receipt = await clients(entry.chainId).read.getTransactionReceipt({ hash })
        return receipt.status === 'success' ? 'success' : 'reverted'
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return undefined
        throw error
      }
    },

    /** Waits up to `timeoutMs` for the receipt; undefined when it is still pending then. */
    async waitFor(
      entry: ExchangeAsset,
      hash: Hex,
      timeoutMs: number,
    ): Promise<'success' | 'reverted' | undefined> {
      const until = Date.now() + timeoutMs
      for (;;) {
        const outcome = await this.outcome(entry, hash)
        if (outcome || Date.now() >= until) return outcome
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
  }
}

export type HotWallet = ReturnType<typeof createHotWallet>
