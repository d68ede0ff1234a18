import type { BootedWallet } from '../boot.js'
import { pageBitcoinNetwork, pageChains, pageSolanaNetworks } from '../config.js'
import { useWalletBoot } from './useWallet.js'
import { Wallet } from './Wallet.js'

export function App() {
  const boot = useWalletBoot()
  return (
    <div className="page">
      <header className="topbar">
        <h1>Foyer Test Wallet</h1>
      </header>
      <main>
        {boot.status === 'loading' && (
          <p role="status" className="muted">
            Starting the wallet…
          </p>
        )}
        {boot.status === 'error' && (
          <p role="alert" className="error">
            {boot.message}
          </p>
        )}
        {boot.status === 'ready' && <Ready wallet={boot.wallet} />}
      </main>
    </div>
  )
}

function Ready(props: { wallet: BootedWallet }) {
  return (
    <Wallet
      controller={props.wallet.controller}
      accountIndex={props.wallet.accountIndex}
      chains={pageChains}
      solanaNetworks={pageSolanaNetworks}
      bitcoinNetworks={[pageBitcoinNetwork]}
    />
  )
}
