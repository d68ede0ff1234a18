import type { WalletAccount } from '@wallet-standard/base'
import type { Connection, ConnectionListener } from '../internal/connection.js'
import { toWalletChain } from '../networks/walletChain.js'
import { onWalletChange, pickSolanaAccount, type SolanaWallet } from './solanaWallet.js'

/**
 * A connection to a wallet-standard wallet's `account`: follows the wallet's `change` events (another
 * account, or none: the wallet disconnected) and signs through its `solana:*` features (the signer
 * loads with the actions' signing code).
 */
export function walletConnection(
  wallet: SolanaWallet,
  account: WalletAccount,
  changed: ConnectionListener,
): Connection & { account: WalletAccount } {
  const connection: Connection & { account: WalletAccount } = {
    connectorId: wallet.name,
    address: account.address,
    account,
    wallet,
    signer: async (network, address) =>
      (await import('../actions/sign.js')).walletStandardSigner(
        wallet,
        connection.account,
        toWalletChain(network),
        address,
      ),
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
