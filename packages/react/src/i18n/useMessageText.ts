import type { FoyerMessage } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { translateMessage } from './formatMessage.js'

/** Renders the texts core puts into state (`FoyerMessage`) in the modal's language. */
export function useMessageText(): (message: FoyerMessage) => string {
  const { t, locale } = useFoyerContext()
  return useCallback((message: FoyerMessage) => translateMessage(t, message, locale), [t, locale])
}
