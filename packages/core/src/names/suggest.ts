import { type nameSuggestionsQuerySchema, nameSuggestionsResponseSchema } from '@foyer/wire'
import { apiGet } from '../api/request.js'
import type { WireQuery } from '../api/wireQuery.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { blockchainApi } from '../portfolio/blockchainContext.js'
import { validateAccountName } from './rules.js'
import type { NamesState } from './types.js'

const setNames = (context: FoyerKernel, patch: Partial<NamesState>) =>
  context.store.setState((state) => ({ names: { ...state.names, ...patch } }))

/**
 * Sets what the visitor typed and, for a name the naming rules allow, asks the service (GET
 * /v1/profile/suggestions/{name}?zone) whether it is free and what else is: `names.suggestions`.
 * An answer for an older query is dropped. Never rejects: failures land in `names.error`.
 */
export async function suggestNames(context: FoyerKernel, query: string): Promise<void> {
  const label = query.trim()
  const problem = label === '' ? undefined : validateAccountName(label)
  setNames(context, { query: label, error: problem, suggestions: [], loading: label !== '' && !problem })
  if (label === '' || problem) return
  try {
    const { suggestions } = await apiGet(
      blockchainApi(context),
      `/v1/profile/suggestions/${encodeURIComponent(label)}`,
      { zone: context.options.nameZone } satisfies WireQuery<typeof nameSuggestionsQuerySchema>,
      nameSuggestionsResponseSchema,
    )
    if (context.store.getState().names.query !== label) return
    setNames(context, { suggestions, loading: false })
  } catch {
    if (context.store.getState().names.query !== label) return
    setNames(context, { loading: false, error: { id: 'nameSuggestionsFailed' } })
  }
}
