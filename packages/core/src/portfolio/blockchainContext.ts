import type { FoyerKernel } from '../instance/kernel.js'
import { errorMessage } from '../messages/errorMessage.js'

/**
 * `adapters` lets a failed balance request fall back to the chain's native balance; `caches.balances`
 * takes the native balance of a fresh answer, which the header shows.
 */
export type PortfolioContext = Pick<FoyerKernel, 'options' | 'store' | 'caches' | 'signal'> &
  Partial<Pick<FoyerKernel, 'adapters'>>

/** The fetch layer's context aimed at options.blockchainApiUrl instead of the directory. */
export function blockchainApi(context: PortfolioContext): Pick<FoyerKernel, 'options' | 'store' | 'signal'> {
  return {
    store: context.store,
    signal: context.signal,
    options: { ...context.options, apiUrl: context.options.blockchainApiUrl },
  }
}

/** A failure's text for `balances.error` and `history.error`, by id ('Something went wrong' when it says nothing). */
export const errorText = (error: unknown) => errorMessage(error, { id: 'somethingWentWrong' })
