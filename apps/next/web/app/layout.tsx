import { cookieToInitialState } from '@foyer/core/ssr'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'
import './styles.css'

export const metadata: Metadata = {
  title: 'Foyer on Next.js',
  description: 'Server rendering with Foyer',
}

/** Reads the visitor's Foyer cookies on the server and hands the connection to the client provider. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await cookies()).toString())
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
