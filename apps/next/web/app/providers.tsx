'use client'

import type { FoyerInitialState } from '@foyer/core'
import { FoyerProvider } from '@foyer/react'
import type { ReactNode } from 'react'
import { foyer } from '../foyer'

/** The client side of the page: the provider, given the connection the server read from the cookies. */
export function Providers({
  initialState,
  children,
}: {
  initialState: FoyerInitialState | undefined
  children: ReactNode
}) {
  return (
    <FoyerProvider foyer={foyer} initialState={initialState}>
      {children}
    </FoyerProvider>
  )
}
