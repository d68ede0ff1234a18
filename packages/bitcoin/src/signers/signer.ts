import type { WalletAccount } from '@foyer/core'

/** What the adapter asks a wallet to sign: a PSBT and, per address, the indexes of the inputs it signs. */
interface PsbtRequest {
  /** The PSBT, base64. */
  psbt: string
  /** Per address of the wallet, the indexes of the inputs to sign with its key. */
  signInputs: Readonly<Record<string, readonly number[]>>
  /** Ask the wallet to finalize and broadcast it (only when `broadcasts`). */
  broadcast: boolean
}

/**
 * What signs for the adapter's connection, whichever kind of wallet holds it: a wallet-standard wallet
 * (`bitcoin:*` features), a WBIP004 provider (sats-connect's JSON-RPC) or a WalletConnect session (its bip122
 * methods). Balances, estimates and transfers run the same code over any of them. Errors are the wallet's
 * own, mapped to Foyer's (UserRejectedRequestError, BitcoinRequestError).
 */
export interface BitcoinSigner {
  /** Asks the wallet for its addresses now (payment first). */
  getAccountAddresses(): Promise<WalletAccount[]>
  /** Signs `message` with `address` by BIP-322 (simple); resolves the signature, base64. */
  signMessage(address: string, message: string): Promise<string>
  /** Signs the inputs named in `request`; resolves the PSBT (base64) and, when the wallet broadcast it, the txid. */
  signPsbt(request: PsbtRequest): Promise<{ psbt: string; txid?: string | undefined }>
  /** True when the wallet can broadcast what it signed (`broadcast: true` is honoured). */
  readonly broadcasts: boolean
  /**
   * Has the wallet build, sign and broadcast a transfer of `amount` satoshis to `to`; resolves the txid.
   * Absent when the wallet does not offer it; throws an unsupported-method error (isUnsupportedMethod) when the
   * wallet turns out not to implement it, so the adapter builds the transaction itself.
   */
  readonly sendTransfer?: ((to: string, amount: bigint) => Promise<string>) | undefined
}
