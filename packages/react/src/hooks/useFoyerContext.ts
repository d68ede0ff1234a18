import { useContext } from 'react'
import { FoyerContext, type FoyerContextValue } from '../context/FoyerContext.js'
import { FoyerProviderNotFoundError } from '../errors/errors.js'

/**
 * The provider's value (the instance, the translate function, the language); throws
 * FoyerProviderNotFoundError outside `<FoyerProvider>`.
 *
 * @example
 * ```tsx
 * import { useFoyerContext } from './useFoyerContext.js'
 *
 * function CloseButton() {
 *   const { foyer, t } = useFoyerContext()
 *   return (
 *     <button type="button" aria-label={t('close')} onClick={() => foyer.close()}>
 *       ×
 *     </button>
 *   )
 * }
 * ```
 */
export function useFoyerContext(): FoyerContextValue {
  const value = useContext(FoyerContext)
  if (!value) throw new FoyerProviderNotFoundError()
  return value
}

/**
 * The FoyerInstance of the nearest provider.
 *
 * @example
 * ```tsx
 * import { useFoyerInstance } from './useFoyerContext.js'
 *
 * function ReceiveButton() {
 *   const foyer = useFoyerInstance()
 *   return (
 *     <button type="button" onClick={() => foyer.open({ view: 'Receive' })}>
 *       Receive
 *     </button>
 *   )
 * }
 * ```
 */
export function useFoyerInstance() {
  return useFoyerContext().foyer
}

/**
 * The translate function of the nearest provider, in the modal's language.
 *
 * @example
 * ```tsx
 * import { useTranslate } from './useFoyerContext.js'
 *
 * function Disconnected() {
 *   const t = useTranslate()
 *   return <p>{t('balancesUnavailable', { network: 'Polkadot' })}</p>
 * }
 * ```
 */
export function useTranslate() {
  return useFoyerContext().t
}
