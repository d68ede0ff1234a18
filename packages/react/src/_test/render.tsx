import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FoyerProvider } from '../context/FoyerProvider.js'
import type { Messages } from '../i18n/en.js'
import type { FakeFoyer } from './fakeFoyer.js'

/** Renders `ui` under a FoyerProvider for `foyer`. */
export function renderWithFoyer(foyer: FakeFoyer, ui: ReactNode = null, messages?: Partial<Messages>) {
  return render(
    messages ? (
      <FoyerProvider foyer={foyer} messages={messages}>
        {ui}
      </FoyerProvider>
    ) : (
      <FoyerProvider foyer={foyer}>{ui}</FoyerProvider>
    ),
  )
}
