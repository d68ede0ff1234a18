import { ConnectButton, FoyerProvider, NetworkButton, useFoyerAccount } from '@foyer/react'
import { lazy, Suspense } from 'react'
import { BlockNumbers } from './BlockNumbers.js'
import { chains } from './chains.js'
import { foyer } from './foyer.js'

// The signing and batch panels are app code a visitor needs only once connected: they load then.
const WalletPanels = lazy(() => import('./WalletPanels.js'))

function ConnectedPanels() {
  const { isConnected } = useFoyerAccount()
  return isConnected ? (
    <Suspense fallback={null}>
      <WalletPanels />
    </Suspense>
  ) : null
}

export function App() {
  return (
    <FoyerProvider foyer={foyer}>
      <div className="page">
        <header className="topbar">
          <h1>Foyer Demo</h1>
          <div className="wallet-slot">
            <NetworkButton />
            <ConnectButton />
          </div>
        </header>
        <main>
          <BlockNumbers chains={chains} />
          <p>
            <a href="/signin.html">A page that requires sign-in with your wallet</a>
          </p>
          <ConnectedPanels />
        </main>
      </div>
    </FoyerProvider>
  )
}
