import { addresses } from '@foyer/devnet'
import type { ServedChain } from '../chains/chainSet.js'
import type { Queryable } from '../db/types.js'

/** A transfer row as readHistory reads them (addresses in lower case). */
export interface PayoutRow {
  chain_id: string
  hash: string
  log_index: number
  kind: 'native' | 'erc20' | 'erc721'
  token: string
  sender: string
  recipient: string
  amount: string
}

/**
 * The ether a swap to the native currency paid the account. The router unwraps the WETH a pool sent it
 * and pays the ether out in an internal call, which the indexer (logs and transaction values, no
 * traces) does not see; without this, such a swap would show only what the account paid. The WETH
 * transfer to the router in the same transaction, sent by the account's own transaction to the router,
 * is that amount.
 */
export async function routerPayouts(
  db: Queryable,
  account: string,
  chains: ReadonlyMap<string, ServedChain>,
  transactions: readonly { chain_id: string; hash: string; sender: string; recipient: string | null }[],
): Promise<PayoutRow[]> {
  const toRouter = transactions.filter((tx) => {
    const chain = chains.get(tx.chain_id)
    const router = chain && addresses[chain.id].uniswapV2Router02.toLowerCase()
    return tx.sender === account && router !== undefined && tx.recipient === router
  })
  if (toRouter.length === 0) return []
  const rows = await db.query<PayoutRow>(
    `SELECT t.chain_id, t.hash, t.log_index, t.kind, t.token, t.sender, t.recipient, t.amount
     FROM chain_transfers t JOIN unnest($1::text[], $2::text[]) AS p(chain_id, hash) USING (chain_id, hash)
     WHERE t.kind = 'erc20' AND t.recipient = ANY($3::text[]) AND t.token = ANY($4::text[])
     ORDER BY t.log_index`,
    [
      toRouter.map((tx) => tx.chain_id),
      toRouter.map((tx) => tx.hash),
      toRouter.map((tx) => tx.recipient as string),
      [...chains.values()].map((chain) => addresses[chain.id].weth9.toLowerCase()),
    ],
  )
  return rows.rows.map((row) => ({
    ...row,
    kind: 'native' as const,
    token: '',
    sender: row.recipient,
    recipient: account,
  }))
}
