/** A wallet-standard feature the test wallet can offer. */
export type BitcoinTestWalletFeature =
  | 'bitcoin:connect'
  | 'bitcoin:signMessage'
  | 'bitcoin:signTransaction'
  | 'bitcoin:sendTransfer'
  | 'standard:events'
  | 'standard:disconnect'

/** One of the wallet's keys: a 32-byte private key (hex) and the derivation path it reports. */
export interface BitcoinTestWalletKey {
  privateKey: string
  path?: string
}

/** Options of the Foyer Bitcoin Test Wallet; every one has a default. Must be JSON (they are inlined). */
export interface BitcoinTestWalletOptions {
  /** The payment key, spent as P2WPKH. Default: Bitcoin test account 0's payment key (m/84'/1'/0'/0/0). */
  payment?: BitcoinTestWalletKey
  /** The ordinals key, a BIP-86 taproot key path. Default: Bitcoin test account 0's taproot key (m/86'/1'/0'/0/0). */
  taproot?: BitcoinTestWalletKey
  /** The chain its addresses are for (default regtest: bcrt1…). */
  network?: 'mainnet' | 'testnet' | 'signet' | 'regtest'
  /** Where bitcoin:sendTransfer reads UTXOs and fee estimates and broadcasts (default `http://127.0.0.1:3002`). */
  esploraUrl?: string
  /** Default 'Foyer Bitcoin Test Wallet'. */
  name?: string
  /** A `data:image/…;base64,` URI. */
  icon?: string
  /**
   * The features it offers. Default every one but `bitcoin:sendTransfer`, so an app builds PSBTs for it;
   * `sendTransfer: true` adds it.
   */
  features?: readonly BitcoinTestWalletFeature[]
  /** Offer `bitcoin:sendTransfer` besides the default features. */
  sendTransfer?: boolean
  /** Reject every request that needs approval (connect, signing) with 4001, as a visitor who always declines. */
  rejectAll?: boolean
  /** Remember the authorisation in localStorage across reloads (default true). */
  persist?: boolean
}

/** A request the wallet saw: the feature, and its input (bytes as base64, amounts as strings). */
export interface BitcoinTestWalletRequest {
  method: string
  params: Record<string, unknown>
}

/** The control API the wallet puts on `window.__foyerBitcoinTestWallet`. */
export interface BitcoinTestWalletControl {
  /** The wallet-standard Wallet object it registered. */
  wallet: {
    name: string
    icon: string
    chains: readonly string[]
    accounts: readonly { address: string; publicKey: Uint8Array }[]
    features: Record<string, unknown>
  }
  requests: BitcoinTestWalletRequest[]
  /** Rejects the next request that needs approval; `code` null throws an error with the message only. */
  rejectNext(code?: number | null, message?: string): void
  /** The wallet ends the connection (a `change` event with no accounts). */
  disconnect(): void
  /** Switches to other keys (an account change, reported when connected); resolves the new addresses. */
  setKeys(keys: { payment: BitcoinTestWalletKey; taproot: BitcoinTestWalletKey }): {
    payment: string
    ordinals: string
  }
  /** Unregisters the wallet from the page's wallet-standard registry. */
  unregister(): void
  readonly state: { connected: boolean; payment: string; ordinals: string; chain: string }
}
