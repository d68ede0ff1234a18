import { type ReactNode, useMemo } from 'react'
import { FoyerContext } from '../context/FoyerContext.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { en } from './en.js'
import { createTranslate } from './format.js'

/**
 * Gives everything below it the full message table (the locale's texts over en's, the app's overrides
 * over both): the modal's chunk
 * brings `en`, so the page carries only the texts of its buttons.
 */
export function ModalMessages({ children }: { children?: ReactNode }) {
  const context = useFoyerContext()
  const value = useMemo(
    () => ({ ...context, t: createTranslate({ ...en, ...context.localeMessages, ...context.messages }) }),
    [context],
  )
  return <FoyerContext.Provider value={value}>{children}</FoyerContext.Provider>
}
