import type { FoyerInstance } from '@foyer/core'
import { createContext, type RefObject } from 'react'
import type { Translate } from '../i18n/format.js'

/** What FoyerProvider hands down. `opener` is the element focused when the modal last opened. */
export interface FoyerContextValue {
  foyer: FoyerInstance
  t: Translate
  opener: RefObject<HTMLElement | null>
}

export const FoyerContext = createContext<FoyerContextValue | undefined>(undefined)
