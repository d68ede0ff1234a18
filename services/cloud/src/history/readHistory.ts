import type { OperationType } from '@foyer/wire'
import { formatUnits, getAddress } from 'viem'
import { findFungible, type KnownFungible, NATIVE_TOKEN_ADDRESS } from '../chains/assets.js'
import type { ServedChain } from '../chains/chainSet.js'
import type { PoolPrices } from '../chains/prices.js'
import type { Queryable } from '../db/types.js'
import { decodeCursor, encodeCursor } from './cursor.js'
import { describeNft, isSpamNft } from './nftCatalog.js'
import { routerPayouts } from './routerPayouts.js'
import type { HistoryResponse, HistoryTransaction, HistoryTransfer } from './types.js'

/** Transactions per history page. */
const HISTORY_PAGE_SIZE = 20

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * Addresses go out checksummed (EIP-55), as a wallet shows them; the database keeps them in lower case
 * for matching. Anything that is not an EVM address stays as it is.
 */
const checksummed = (address: string) => (/^0x[0-9a-fA-F]{40}$/.test(address) ? getAddress(address) : address)
const APPROVE_SELECTORS = new Set(['0x095ea7b3', '0xa22cb465'])

export interface ReadHistoryOptions {
  /** Lower-case account address. */
  account: string
  chains: readonly ServedChain[]
  cursor?: string | undefined
  /** Current pool prices per CAIP-2 chain, when the chain answered; transfers get value/price from them. */
  prices: ReadonlyMap<string, PoolPrices>
  /** Absolute URL of a token icon, '' when there is none. */
  iconUrlOf: (fungible: KnownFungible) => string
  pageSize?: number
  /** Lower-case addresses of on-ramp providers: their deliveries are purchases ('buy'). */
  onrampTreasuries?: readonly string[]
  /** The hosted `onramp` filter: only purchases (a page may then hold fewer; `next` still pages on). */
  onrampOnly?: boolean
}

interface PageRow {
  chain_id: string
  hash: string
  mined_at: Date | string
  block_number: string | number
  tx_index: number
}

interface TransactionRow {
  chain_id: string
  hash: string
  sender: string
  recipient: string | null
  nonce: string | number
  selector: string
  status: 'confirmed' | 'failed'
}

interface TransferRow {
  chain_id: string
  hash: string
  log_index: number
  kind: 'native' | 'erc20' | 'erc721'
  token: string
  sender: string
  recipient: string
  amount: string
}

function operationOf(
  account: string,
  tx: TransactionRow,
  transfers: readonly TransferRow[],
  treasuries: readonly string[] = [],
): OperationType {
  if (tx.recipient === null) return 'deploy'
  const ins = transfers.filter((transfer) => transfer.recipient === account)
  const outs = transfers.filter((transfer) => transfer.sender === account && transfer.recipient !== account)
  // A delivery from an on-ramp provider's treasury is what the visitor bought.
  if (outs.length === 0 && ins.length > 0 && ins.every((transfer) => treasuries.includes(transfer.sender)))
    return 'buy'
  if (ins.some((transfer) => transfer.sender === ZERO_ADDRESS)) return 'mint'
  if (outs.some((transfer) => transfer.recipient === ZERO_ADDRESS)) return 'burn'
  if (ins.length > 0 && outs.length > 0) return 'trade'
  if (outs.length > 0) return 'send'
  if (ins.length > 0) return ins.every((transfer) => transfer.sender === account) ? 'send' : 'receive'
  if (APPROVE_SELECTORS.has(tx.selector)) return 'approve'
  return 'execute'
}

function transferView(
  account: string,
  chain: ServedChain,
  row: TransferRow,
  prices: PoolPrices | undefined,
  iconUrlOf: ReadHistoryOptions['iconUrlOf'],
): HistoryTransfer {
  const direction =
    row.sender === account && row.recipient === account ? 'self' : row.recipient === account ? 'in' : 'out'
  if (row.kind === 'erc721') {
    const nft = describeNft(chain.caip2, row.token, row.amount)
    return {
      nft_info: {
        name: nft.name,
        preview: { url: nft.previewUrl },
        flags: { is_spam: isSpamNft(chain.caip2, row.token, row.amount) },
      },
      direction,
      sender: checksummed(row.sender),
      recipient: checksummed(row.recipient),
      quantity: { numeric: '1' },
    }
  }
  const fungible =
    row.kind === 'native'
      ? findFungible(chain.chain, NATIVE_TOKEN_ADDRESS)
      : findFungible(chain.chain, row.token)
  const numeric = formatUnits(BigInt(row.amount), fungible?.decimals ?? 0)
  const price = fungible && prices ? prices[fungible.pricing] : undefined
  return {
    fungible_info: {
      name: fungible?.name ?? 'Unknown token',
      symbol: fungible?.symbol ?? '',
      icon: { url: fungible ? iconUrlOf(fungible) : '' },
    },
    direction,
    sender: checksummed(row.sender),
    recipient: checksummed(row.recipient),
    quantity: { numeric },
    ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
  }
}

/**
 * One page of an account's indexed transactions on the given chains, newest first, with the
 * transfers that moved value into or out of the account.
 */
export async function readHistory(db: Queryable, options: ReadHistoryOptions): Promise<HistoryResponse> {
  const { account } = options
  const pageSize = options.pageSize ?? HISTORY_PAGE_SIZE
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor)
  const chainById = new Map(options.chains.map((chain) => [chain.caip2, chain]))
  const page = await db.query<PageRow>(
    `SELECT chain_id, hash, mined_at, block_number, tx_index FROM chain_account_transactions
     WHERE account = $1 AND chain_id = ANY($2::text[])
       AND ($3::timestamptz IS NULL OR (mined_at, chain_id, block_number, tx_index) < ($3::timestamptz, $4::text, $5::bigint, $6::integer))
     ORDER BY mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC
     LIMIT $7`,
    [
      account,
      [...chainById.keys()],
      after?.minedAt ?? null,
      after?.chainId ?? null,
      after?.blockNumber ?? null,
      after?.txIndex ?? null,
      pageSize + 1,
    ],
  )
  const rows = page.rows.slice(0, pageSize)
  if (rows.length === 0) return { data: [], next: null }
  const chainIds = rows.map((row) => row.chain_id)
  const hashes = rows.map((row) => row.hash)
  const [transactions, transfers] = await Promise.all([
    db.query<TransactionRow>(
      `SELECT t.chain_id, t.hash, t.sender, t.recipient, t.nonce, t.selector, t.status
       FROM chain_transactions t JOIN unnest($1::text[], $2::text[]) AS p(chain_id, hash) USING (chain_id, hash)`,
      [chainIds, hashes],
    ),
    db.query<TransferRow>(
      `SELECT t.chain_id, t.hash, t.log_index, t.kind, t.token, t.sender, t.recipient, t.amount
       FROM chain_transfers t JOIN unnest($1::text[], $2::text[]) AS p(chain_id, hash) USING (chain_id, hash)
       WHERE t.sender = $3 OR t.recipient = $3
       ORDER BY t.log_index`,
      [chainIds, hashes, account],
    ),
  ])
  const key = (chainId: string, hash: string) => `${chainId}:${hash}`
  const txByKey = new Map(transactions.rows.map((row) => [key(row.chain_id, row.hash), row]))
  const transfersByKey = new Map<string, TransferRow[]>()
  const payouts = await routerPayouts(db, account, chainById, transactions.rows)
  for (const row of [...transfers.rows, ...payouts]) {
    const list = transfersByKey.get(key(row.chain_id, row.hash)) ?? []
    list.push(row)
    transfersByKey.set(key(row.chain_id, row.hash), list)
  }
  const data = rows.flatMap((row): HistoryTransaction[] => {
    const tx = txByKey.get(key(row.chain_id, row.hash))
    const chain = chainById.get(row.chain_id as ServedChain['caip2'])
    if (!tx || !chain) return []
    const own = transfersByKey.get(key(row.chain_id, row.hash)) ?? []
    return [
      {
        id: key(row.chain_id, row.hash),
        metadata: {
          operationType: operationOf(account, tx, own, options.onrampTreasuries),
          hash: tx.hash,
          minedAt: new Date(row.mined_at).toISOString(),
          sentFrom: checksummed(tx.sender),
          sentTo: tx.recipient === null ? '' : checksummed(tx.recipient),
          status: tx.status,
          nonce: Number(tx.nonce),
          chain: row.chain_id,
        },
        transfers: own.map((transfer) =>
          transferView(account, chain, transfer, options.prices.get(row.chain_id), options.iconUrlOf),
        ),
      },
    ]
  })
  const last = rows.at(-1)
  const next =
    page.rows.length > pageSize && last
      ? encodeCursor({
          minedAt: new Date(last.mined_at).toISOString(),
          chainId: last.chain_id,
          blockNumber: String(last.block_number),
          txIndex: last.tx_index,
        })
      : null
  return { data: options.onrampOnly ? data.filter((tx) => tx.metadata.operationType === 'buy') : data, next }
}
