import { BaseError } from '@foyer/errors'
import type { FoyerContext } from '../instance/context.js'

/** `adapters` lets a failed balance request fall back to the chain's native balance. */
export type PortfolioContext = Pick<
  FoyerContext,
  'options' | 'store' | 'portfolioCache' | 'caches' | 'signal'
> &
  Partial<Pick<FoyerContext, 'adapters'>>

/** The fetch layer's context aimed at options.blockchainApiUrl instead of the directory. */
export function blockchainApi(context: PortfolioContext): Pick<FoyerContext, 'options' | 'store' | 'signal'> {
  return {
    store: context.store,
    signal: context.signal,
    options: { ...context.options, apiUrl: context.options.blockchainApiUrl },
  }
}

export const errorText = (error: unknown) =>
  error instanceof BaseError ? error.shortMessage : 'Something went wrong'
