import type { CaipNetwork, WalletAccount } from '@foyer/core'
import type { BitcoinSigner } from '../signers/signer.js'

/**
 * The adapter's live connection, whichever kind of wallet holds it. The page holds it; the signing code
 * (lazy) is loaded by `signer()`.
 */
export interface Connection {
  readonly connectorId: string
  /** Which API the wallet speaks: the Bitcoin wallet standard, a WBIP004 provider, a WalletConnect session. */
  readonly kind: 'standard' | 'wbip' | 'walletConnect'
  /** Every address the wallet shared, payment first; follows the wallet's changes. */
  readonly accounts: readonly WalletAccount[]
  /** The payment address: the one the modal shows and pays from. */
  readonly address: string
  /**
   * Takes addresses the wallet reported when asked (getAccountAddresses); reports a change to the adapter.
   * A list without a payment address is ignored.
   */
  learn(addresses: readonly WalletAccount[]): void
  /** The signer for requests on `network`, its code loaded with the first one. */
  signer(network: CaipNetwork): Promise<BitcoinSigner>
  /** Ends the connection on the wallet's side (`standard:disconnect`, `wallet_disconnect`, the session's delete). */
  disconnect(): Promise<void>
  /** Stops following the wallet's events. */
  stop(): void
}

/**
 * What a connection reports to the adapter, the wallet's own changes (not the adapter's requests): other
 * addresses (`connection.accounts`), or with `ended` the wallet ended the connection.
 */
export type ConnectionListener = (connection: Connection, ended?: boolean) => void

/** A connection's mutable state, shared by its implementations: the accounts and the payment address. */
export function accountState(initial: readonly WalletAccount[]) {
  let accounts = initial
  return {
    get accounts() {
      return accounts
    },
    get address() {
      return (accounts.find((a) => a.type === 'payment') ?? accounts[0])?.address ?? ''
    },
    /** Takes the wallet's new addresses; false when they did not change. */
    update(next: readonly WalletAccount[]): boolean {
      if (JSON.stringify(next) === JSON.stringify(accounts)) return false
      accounts = next
      return true
    },
  }
}
