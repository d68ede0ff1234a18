import type { OperationType } from '@foyer/wire'
import type { HistoryResponse, HistoryTransaction, HistoryTransfer } from '../history/types.js'
import {
  fungibleOfMint,
  SOL,
  type SolanaFungible,
  solanaPrices,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from './assets.js'
import { formatUnits, type SolanaIconUrlOf } from './balances.js'
import type { SolanaLedger } from './ledgers.js'
import { solanaRpc } from './rpc.js'

/** Transactions per page, as the EVM history. */
const PAGE_SIZE = 20

type SignatureInfo = { signature: string; slot: number; blockTime: number | null; err: unknown }
type TokenBalance = {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}
type Transaction = {
  slot: number
  blockTime: number | null
  meta: {
    fee: number
    err: unknown
    preBalances: number[]
    postBalances: number[]
    preTokenBalances?: TokenBalance[]
    postTokenBalances?: TokenBalance[]
  } | null
  transaction: { signatures: string[]; message: { accountKeys: (string | { pubkey: string })[] } }
}

type Change = { who: string; delta: bigint }

/** Who gained what the account lost (or the other way round): the change opposite in sign, largest first. */
function counterparty(changes: readonly Change[], account: string, delta: bigint): string {
  const opposite = changes
    .filter((c) => c.who !== account && (delta < 0n ? c.delta > 0n : c.delta < 0n))
    .sort((a, b) => ((b.delta < 0n ? -b.delta : b.delta) > (a.delta < 0n ? -a.delta : a.delta) ? 1 : -1))
  return opposite[0]?.who ?? ''
}

function transferOf(
  fungible: SolanaFungible,
  account: string,
  delta: bigint,
  other: string,
  price: number | undefined,
  iconUrlOf: SolanaIconUrlOf,
): HistoryTransfer {
  const numeric = formatUnits(delta < 0n ? -delta : delta, fungible.decimals)
  return {
    fungible_info: { name: fungible.name, symbol: fungible.symbol, icon: { url: iconUrlOf(fungible) } },
    direction: delta > 0n ? 'in' : 'out',
    sender: delta > 0n ? other : account,
    recipient: delta > 0n ? account : other,
    quantity: { numeric },
    ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
  }
}

/**
 * One transaction as the account saw it: its SOL change (the fee it paid is not a transfer) and its
 * change per SPL mint (token balances owned by the account), each with the counterparty.
 */
function describeSolanaTransaction(
  ledger: SolanaLedger,
  account: string,
  tx: Transaction,
  iconUrlOf: SolanaIconUrlOf,
): HistoryTransaction {
  const prices = solanaPrices()
  const keys = tx.transaction.message.accountKeys.map((key) => (typeof key === 'string' ? key : key.pubkey))
  const meta = tx.meta
  const transfers: HistoryTransfer[] = []
  if (meta) {
    const solChanges = keys.map((who, i) => ({
      who,
      delta:
        BigInt(meta.postBalances[i] ?? 0) -
        BigInt(meta.preBalances[i] ?? 0) +
        (i === 0 ? BigInt(meta.fee) : 0n),
    }))
    const own = solChanges.find((c) => c.who === account)
    if (own && own.delta !== 0n)
      transfers.push(
        transferOf(
          SOL,
          account,
          own.delta,
          counterparty(solChanges, account, own.delta),
          prices.sol,
          iconUrlOf,
        ),
      )
    const tokenChanges = new Map<string, Map<string, bigint>>()
    const decimals = new Map<string, number>()
    const add = (balance: TokenBalance, sign: 1n | -1n) => {
      const owner = balance.owner ?? keys[balance.accountIndex] ?? ''
      const perOwner = tokenChanges.get(balance.mint) ?? new Map<string, bigint>()
      perOwner.set(owner, (perOwner.get(owner) ?? 0n) + sign * BigInt(balance.uiTokenAmount.amount))
      tokenChanges.set(balance.mint, perOwner)
      decimals.set(balance.mint, balance.uiTokenAmount.decimals)
    }
    for (const balance of meta.preTokenBalances ?? []) add(balance, -1n)
    for (const balance of meta.postTokenBalances ?? []) add(balance, 1n)
    for (const [mint, perOwner] of tokenChanges) {
      const delta = perOwner.get(account) ?? 0n
      if (delta === 0n) continue
      const changes = [...perOwner].map(([who, d]) => ({ who, delta: d }))
      transfers.push(
        transferOf(
          fungibleOfMint(mint, decimals.get(mint) ?? 0),
          account,
          delta,
          counterparty(changes, account, delta),
          prices.byMint.get(mint),
          iconUrlOf,
        ),
      )
    }
  }
  const ins = transfers.some((t) => t.direction === 'in')
  const outs = transfers.some((t) => t.direction === 'out')
  const operationType: OperationType = ins && outs ? 'trade' : outs ? 'send' : ins ? 'receive' : 'execute'
  const signature = tx.transaction.signatures[0] ?? ''
  const first = transfers[0]
  return {
    id: `${ledger.caip2}:${signature}`,
    metadata: {
      operationType,
      hash: signature,
      minedAt: new Date((tx.blockTime ?? 0) * 1000).toISOString(),
      sentFrom: keys[0] ?? '',
      sentTo: first ? (first.direction === 'out' ? first.recipient : first.sender) : '',
      status: meta?.err ? 'failed' : 'confirmed',
      nonce: 0,
      chain: ledger.caip2,
    },
    transfers,
  }
}

/** How far back one history read looks per address (the owner and each of its token accounts). */
const SCAN_LIMIT = 1000

/**
 * A page of a Solana account's transactions on one network, newest first, read from its node. A token
 * transfer names the owner's token account, not the owner, so the owner's signatures and those of each
 * of its token accounts are merged (getSignaturesForAddress), then each transaction is read
 * (getTransaction). `next` is the last signature of a full page; the next page starts after it.
 */
export async function readSolanaHistory(
  ledger: SolanaLedger,
  account: string,
  cursor: string | undefined,
  iconUrlOf: SolanaIconUrlOf,
): Promise<HistoryResponse> {
  const tokenAccounts = await Promise.all(
    [TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((programId) =>
      solanaRpc<{ value: { pubkey: string }[] }>(ledger, 'getTokenAccountsByOwner', [
        account,
        { programId },
        { encoding: 'base64', commitment: 'confirmed', dataSlice: { offset: 0, length: 0 } },
      ]).catch(() => ({ value: [] })),
    ),
  )
  const addresses = [account, ...tokenAccounts.flatMap((list) => list.value.map((entry) => entry.pubkey))]
  const lists = await Promise.all(
    addresses.map((who) =>
      solanaRpc<SignatureInfo[]>(ledger, 'getSignaturesForAddress', [
        who,
        { limit: SCAN_LIMIT, commitment: 'confirmed' },
      ]),
    ),
  )
  const bySignature = new Map<string, SignatureInfo>()
  for (const info of lists.flat()) bySignature.set(info.signature, info)
  // Newest first: by slot, then as the node listed them (its order within a slot is newest first).
  const merged = [...bySignature.values()].sort((a, b) => b.slot - a.slot)
  const start = cursor === undefined ? 0 : merged.findIndex((info) => info.signature === cursor) + 1
  const page = merged.slice(start, start + PAGE_SIZE)
  const transactions = await Promise.all(
    page.map((info) =>
      solanaRpc<Transaction | null>(ledger, 'getTransaction', [
        info.signature,
        { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
      ]),
    ),
  )
  const data = transactions.flatMap((tx) =>
    tx ? [describeSolanaTransaction(ledger, account, tx, iconUrlOf)] : [],
  )
  const last = page.at(-1)
  return { data, next: start + PAGE_SIZE < merged.length && last ? last.signature : null }
}
