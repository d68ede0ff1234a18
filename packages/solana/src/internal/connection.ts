import type { CaipNetwork } from '@foyer/core'
import type { SolanaSigner } from '../signers/signer.js'
import type { SolanaWallet } from '../wallets/solanaWallet.js'

/** The adapter's live connection: a wallet-standard wallet on the page, or a WalletConnect session. */
export interface Connection {
  readonly connectorId: string
  /** The connected account's address (base58); follows the wallet's account changes. */
  address: string
  /** The wallet-standard wallet behind it; undefined over WalletConnect. */
  readonly wallet?: SolanaWallet | undefined
  /**
   * The signer for a request on `network`; `address` picks another of the wallet's accounts.
   * @throws InvalidParameterError when `address` is not an account of the wallet.
   */
  signer(network: CaipNetwork, address?: string): Promise<SolanaSigner>
  /** Ends the connection on the wallet's side (`standard:disconnect`, the session's delete). */
  disconnect(): Promise<void>
  /** Stops following the wallet's events. */
  stop(): void
}

/**
 * What a connection reports to the adapter, the wallet's own changes (not the adapter's requests): another
 * account (`connection.address`), or with `ended` the wallet ended the connection.
 */
export type ConnectionListener = (connection: Connection, ended?: boolean) => void
