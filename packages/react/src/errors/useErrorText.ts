import { useCallback } from 'react'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { translateError } from './errorText.js'

/** Renders any error a view caught in the modal's language (see translateError). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useFoyerContext()
  return useCallback((error: unknown) => translateError(t, error), [t])
}
