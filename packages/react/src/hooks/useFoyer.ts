import { describeIssues, InvalidParameterError, type OpenOptions, type ViewName } from '@foyer/core'
import { useMemo } from 'react'
import { openOptionsSchema } from './schemas.js'
import { useFoyerContext } from './useFoyerContext.js'

/** Opens and closes the modal from anywhere under the provider. */
export interface UseFoyerReturnType {
  /** Opens on the view the opening rules pick, or on `options.view`. */
  open(options?: OpenOptions): void
  /** Closes; returns false where closing is not allowed (the modal shakes). */
  close(): boolean
  /**
   * Starts loading the modal and a view (default Connect) before the visitor opens it, e.g. when a
   * custom button is pointed at or focused; nothing is requested from any service.
   */
  prefetch(view?: ViewName): void
}

/**
 * Controls the modal. Works headless: no modal needs to be rendered for the state to change.
 *
 * @example
 * ```tsx
 * import { useFoyer } from '@foyer/react'
 *
 * function NetworksButton() {
 *   const { open, prefetch } = useFoyer()
 *   return (
 *     <button type="button" onPointerEnter={() => prefetch('Networks')} onClick={() => open({ view: 'Networks' })}>
 *       Networks
 *     </button>
 *   )
 * }
 * ```
 */
export function useFoyer(): UseFoyerReturnType {
  const { foyer, prefetch } = useFoyerContext()
  return useMemo(
    () => ({
      open(options) {
        const parsed = openOptionsSchema.safeParse(options)
        if (!parsed.success) throw new InvalidParameterError('options', describeIssues(parsed.error))
        foyer.open(options)
      },
      close: () => foyer.close(),
      prefetch,
    }),
    [foyer, prefetch],
  )
}
