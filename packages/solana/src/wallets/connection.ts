import type { WalletAccount } from '@wallet-standard/base'
import type { ConnectionListener, WalletConnection } from '../internal/connection.js'
import { onWalletChange, pickSolanaAccount, type SolanaWallet } from './solanaWallet.js'

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
