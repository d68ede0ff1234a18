import type { FoyerInstance } from '@foyer/core'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FoyerProvider } from '../context/FoyerProvider.js'
import type { Messages } from '../i18n/en.js'
import { ModalMessages } from '../i18n/ModalMessages.js'

/** Renders `ui` under a FoyerProvider for `foyer`, with the modal's full message table (as views have it). */
export function renderWithFoyer(foyer: FoyerInstance, ui: ReactNode = null, messages?: Partial<Messages>) {
  return render(
    messages ? (
      <FoyerProvider foyer={foyer} messages={messages}>
        <ModalMessages>{ui}</ModalMessages>
      </FoyerProvider>
    ) : (
      <FoyerProvider foyer={foyer}>
        <ModalMessages>{ui}</ModalMessages>
      </FoyerProvider>
    ),
  )
}
