import { cacheMap } from '../instance/caches.js'
import type { TokenBalance } from '../types/portfolio.js'
import type { PortfolioContext } from './blockchainContext.js'

/**
 * One source of truth for the account's native balance: fresh token balances of the connected account
 * on the connected network also set the balance the header and the Account view show (and the 30 s
 * cache refreshAccount reads), so the two never disagree (the Tokens tab saying 3 ETH under a header
 * still at 0.000 ETH from before the account was funded).
 */
export function syncAccountBalance(
  context: PortfolioContext,
  address: string,
  caipNetworkId: string,
  items: readonly TokenBalance[],
  at: number,
  dropped: number | undefined,
): void {
  const network = context.options.networks.find((n) => n.caipNetworkId === caipNetworkId)
  // The service leaves zero balances out (as the hosted API does): no native holding means none held,
  // unless a holding was dropped for being unreadable.
  const native = items.find((item) => !item.address)
  if (!native && (dropped || !network)) return
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const account = state.accounts[namespace]
  if (account?.status !== 'connected' || account.address?.toLowerCase() !== address.toLowerCase()) return
  if (state.caipNetwork?.caipNetworkId !== caipNetworkId) return
  const value = native
    ? { balance: native.quantity.numeric, symbol: native.symbol }
    : { balance: '0', symbol: network?.nativeCurrency.symbol ?? '' }
  const balances = cacheMap(context.caches, 'balances')
  balances.set(`${caipNetworkId}:${address.toLowerCase()}`, { at, value })
  if (account.balance === value.balance && account.balanceSymbol === value.symbol) return
  context.store.setState({
    accounts: {
      ...state.accounts,
      [namespace]: { ...account, balance: value.balance, balanceSymbol: value.symbol },
    },
  })
}
