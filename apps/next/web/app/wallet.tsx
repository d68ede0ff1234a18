'use client'

import { ConnectButton, NetworkButton, useFoyerAccount } from '@foyer/react'

/** The page's header buttons and a line saying what the page knows about the account. */
export function Wallet() {
  const { address, status } = useFoyerAccount()
  return (
    <>
      <header className="topbar">
        <h1>Foyer on Next.js</h1>
        <div className="wallet-slot">
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <p data-testid="account-status">
        {status === 'connected'
          ? `Connected as ${address}`
          : status === 'reconnecting' && address
            ? `Confirming ${address} with the wallet…`
            : status === 'disconnected'
              ? 'Not connected'
              : 'Connecting…'}
      </p>
    </>
  )
}
