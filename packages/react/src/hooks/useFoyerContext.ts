import { useContext } from 'react'
import { FoyerContext, type FoyerContextValue } from '../context/FoyerContext.js'
import { FoyerProviderNotFoundError } from '../errors/errors.js'

/** The provider's value; throws a typed error outside `<FoyerProvider>`. */
export function useFoyerContext(): FoyerContextValue {
  const value = useContext(FoyerContext)
  if (!value) throw new FoyerProviderNotFoundError()
  return value
}

/** The FoyerInstance of the nearest provider. */
export function useFoyerInstance() {
  return useFoyerContext().foyer
}

/** The translate function of the nearest provider. */
export function useTranslate() {
  return useFoyerContext().t
}
