import type { HistoryTransaction, TokenBalance } from '../types/portfolio.js'

/** Tokens with 0 decimals are left out, and only the connected chain is shown. */
export function visibleBalances(balances: readonly TokenBalance[], caipNetworkId: string): TokenBalance[] {
  return balances.filter((b) => b.chainId === caipNetworkId && Number(b.quantity.decimals) !== 0)
}

/**
 * The symbols of holdings the balance list leaves out of the balances for having 0 decimals (the devnet's ZERO), so the
 * Tokens tab can say why a token that Activity shows is not listed.
 */
export function withoutDecimals(balances: readonly TokenBalance[], caipNetworkId: string): string[] {
  return balances
    .filter((b) => b.chainId === caipNetworkId && Number(b.quantity.decimals) === 0)
    .map((b) => b.symbol)
}

/** A transaction whose transfers are all spam NFTs is hidden. */
function isSpamOnly(transaction: HistoryTransaction): boolean {
  return (
    transaction.transfers.length > 0 && transaction.transfers.every((t) => t.nft_info?.flags.is_spam === true)
  )
}

/** Only the connected chain, spam-only transactions hidden. */
export function visibleTransactions(
  transactions: readonly HistoryTransaction[],
  caipNetworkId: string,
): HistoryTransaction[] {
  return transactions.filter((t) => t.metadata.chain === caipNetworkId && !isSpamOnly(t))
}
