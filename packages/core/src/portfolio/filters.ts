import type { HistoryTransaction, TokenBalance } from '../types/portfolio.js'

/** §5: tokens with 0 decimals are left out, and only the connected chain is shown. */
export function visibleBalances(balances: readonly TokenBalance[], caipNetworkId: string): TokenBalance[] {
  return balances.filter((b) => b.chainId === caipNetworkId && Number(b.quantity.decimals) !== 0)
}

/** §5: a transaction whose transfers are all spam NFTs is hidden. */
function isSpamOnly(transaction: HistoryTransaction): boolean {
  return (
    transaction.transfers.length > 0 && transaction.transfers.every((t) => t.nft_info?.flags.is_spam === true)
  )
}

/** §5: only the connected chain, spam-only transactions hidden. */
export function visibleTransactions(
  transactions: readonly HistoryTransaction[],
  caipNetworkId: string,
): HistoryTransaction[] {
  return transactions.filter((t) => t.metadata.chain === caipNetworkId && !isSpamOnly(t))
}
