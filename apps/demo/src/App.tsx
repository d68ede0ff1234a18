import { ConnectButton, FoyerProvider, NetworkButton } from '@foyer/react'
import { BlockNumbers } from './BlockNumbers.js'
import { chains } from './chains.js'
import { foyer } from './foyer.js'
import { SignMessage } from './SignMessage.js'

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
          <SignMessage />
        </main>
      </div>
    </FoyerProvider>
  )
}
