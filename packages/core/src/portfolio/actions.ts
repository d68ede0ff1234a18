import type { FoyerInstance } from '../instance/foyerInstance.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { registerSlices } from '../store/slices.js'

/** The instance's portfolio methods: the Tokens and Activity tabs and a counterparty's name. */
export type PortfolioActions = Pick<FoyerInstance, 'fetchBalances' | 'fetchIdentity' | 'fetchHistory'>

/**
 * The portfolio methods of an instance, and its slices (`balances`, `history`: empty); their code
 * (portfolio/index.ts) loads with import() on first call.
 *
 * @example
 * await foyer.fetchBalances(address, 'eip155:1')
 */
export function createPortfolioActions(context: FoyerKernel): PortfolioActions {
  registerSlices(context, {
    balances: { items: [], loading: false, error: undefined, fetchedAt: undefined, account: undefined },
    history: { items: [], next: undefined, loading: false, error: undefined, account: undefined },
  })
  const portfolio = () => context.actions.run((m) => m.loadPortfolio())
  return {
    fetchBalances: (address, caipNetworkId, options) =>
      portfolio().then((m) => m.fetchBalances(context, address, caipNetworkId, options)),
    fetchIdentity: (address, caipNetworkId) =>
      portfolio().then((m) => m.fetchIdentity(context, address, caipNetworkId)),
    fetchHistory: (address, caipNetworkId, cursor) =>
      portfolio().then((m) => m.fetchHistory(context, address, caipNetworkId, cursor)),
  }
}
