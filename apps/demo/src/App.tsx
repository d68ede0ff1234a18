import { BlockNumbers } from './BlockNumbers.js'
import { chains } from './chains.js'

export function App() {
  return (
    <div className="page">
      <header className="topbar">
        <h1>Foyer Demo</h1>
        <div className="wallet-slot" />
      </header>
      <main>
        <BlockNumbers chains={chains} />
      </main>
    </div>
  )
}
