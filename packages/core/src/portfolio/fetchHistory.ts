import { type historyQuerySchema, historyResponseSchema } from '@foyer/wire'
import { apiGet } from '../api/request.js'
import type { WireQuery } from '../api/wireQuery.js'
import type { HistoryState } from '../types/portfolio.js'
import { blockchainApi, errorText, type PortfolioContext } from './blockchainContext.js'
import { visibleTransactions } from './filters.js'
import { parseAccountParameters } from './parameters.js'

function patchHistory(context: PortfolioContext, patch: Partial<HistoryState>) {
  context.store.setState({ history: { ...context.store.getState().history, ...patch } })
}

/**
 * Loads one page of the account's transactions (`GET /v1/account/{address}/history`) into
 * `state.history`: without a cursor the first page replaces the list, with `history.next` the page
 * is appended. Only the connected chain is kept and spam-only transactions are hidden. A
 * transaction that cannot be read is left out and counted in `history.dropped`, and the rest of the
 * page shows; a failure lands in `history.error`. Throws InvalidOptionError for bad parameters only.
 */
export async function fetchHistory(
  context: PortfolioContext,
  address: string,
  caipNetworkId: string,
  cursor?: string,
): Promise<void> {
  const parameters = parseAccountParameters('fetchHistory', { address, caipNetworkId, cursor })
  const account = `${parameters.caipNetworkId}:${parameters.address.toLowerCase()}`
  const previous = context.store.getState().history
  const append = cursor !== undefined && previous.account === account
  patchHistory(context, {
    account,
    loading: true,
    error: undefined,
    ...(append ? {} : { items: [], next: undefined, dropped: undefined }),
  })
  try {
    const answer = await apiGet(
      blockchainApi(context),
      `/v1/account/${parameters.address}/history`,
      { chainId: parameters.caipNetworkId, cursor: parameters.cursor } satisfies WireQuery<
        typeof historyQuerySchema
      >,
      historyResponseSchema,
    )
    const current = context.store.getState().history
    if (current.account !== account) return
    const seen = new Set(current.items.map((t) => t.id))
    const added = visibleTransactions(answer.data, parameters.caipNetworkId).filter((t) => !seen.has(t.id))
    const dropped = (current.dropped ?? 0) + (answer.dropped ?? 0)
    patchHistory(context, {
      items: [...current.items, ...added],
      next: answer.next ?? undefined,
      loading: false,
      dropped: dropped > 0 ? dropped : undefined,
    })
  } catch (error) {
    if (context.store.getState().history.account !== account) return
    patchHistory(context, { loading: false, error: errorText(error) })
  }
}
