import { onStandardWalletChange, type WalletChangeProperties } from '@foyer/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import type { ConnectionListener, WalletConnection } from '../internal/connection.js'
import { isSolanaChain, type SolanaWallet } from './solanaWallet.js'

// Loaded with the session chunk (connecting, a resync), not with the page's discovery (solanaWallet.ts).

/** The account the adapter uses among a wallet's: the first on a `solana:` chain (or with none listed). */
export function pickSolanaAccount(accounts: readonly WalletAccount[]): WalletAccount | undefined {
  return accounts.find((account) => account.chains.length === 0 || account.chains.some(isSolanaChain))
}

/** Subscribes to a wallet's `standard:events` change events; returns the unsubscribe (core's, typed for the standard). */
const onWalletChange = (
  wallet: Wallet,
  listener: (properties: StandardEventsChangeProperties) => void,
): (() => void) => onStandardWalletChange(wallet, listener as (properties: WalletChangeProperties) => void)

/**
 * A connection to a wallet-standard wallet's `account`: follows the wallet's `change` events (another
 * account, or none: the wallet disconnected). The actions sign through its `solana:*` features.
 */
export function walletConnection(
  wallet: SolanaWallet,
  account: WalletAccount,
  changed: ConnectionListener,
): WalletConnection {
  const connection: WalletConnection = {
    connectorId: wallet.name,
    address: account.address,
    account,
    wallet,
    disconnect: async () => {
      await wallet.features['standard:disconnect']?.disconnect()
    },
    stop: onWalletChange(wallet, ({ accounts }) => {
      const next = accounts && pickSolanaAccount(accounts)
      if (accounts && !next) changed(connection, true)
      else if (next && next.address !== connection.address) {
        connection.account = next
        connection.address = next.address
        changed(connection)
      }
    }),
  }
  return connection
}
