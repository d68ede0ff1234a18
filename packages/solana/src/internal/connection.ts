import type { CaipNetwork } from '@foyer/core'
import type { WalletAccount } from '@wallet-standard/base'
import type { SolanaSigner } from '../signers/signer.js'
import type { SolanaWallet } from '../wallets/solanaWallet.js'

interface ConnectionBase {
  readonly connectorId: string
  /** The connected account's address (base58); follows the wallet's account changes. */
  address: string
  /** Ends the connection on the wallet's side (`standard:disconnect`, the session's delete). */
  disconnect(): Promise<void>
  /** Stops following the wallet's events. */
  stop(): void
}

/** A wallet-standard wallet on the page: the actions sign through its `solana:*` features. */
export interface WalletConnection extends ConnectionBase {
  readonly wallet: SolanaWallet
  account: WalletAccount
}

/** A WalletConnect session: it builds its own signer (`solana_*` requests). */
export interface SessionConnection extends ConnectionBase {
  readonly wallet?: undefined
  /**
   * The signer for a request on `network`, loaded with the first one.
   * @throws InvalidParameterError when `address` is not the session's account.
   */
  signer(network: CaipNetwork, address?: string): Promise<SolanaSigner>
}

/** The adapter's live connection. The page holds it; the signing code (lazy) turns it into a signer. */
export type Connection = WalletConnection | SessionConnection

/**
 * What a connection reports to the adapter, the wallet's own changes (not the adapter's requests): another
 * account (`connection.address`), or with `ended` the wallet ended the connection.
 */
export type ConnectionListener = (connection: Connection, ended?: boolean) => void
