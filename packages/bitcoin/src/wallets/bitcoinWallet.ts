import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'

// The Bitcoin wallet standard's features (wallet-standard's Bitcoin extension; no package of types is
// current, so their shapes are written down here). Every input and output is the standard's.

/** The purposes an app asks `bitcoin:connect` for; the accounts come back in the same order. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

type BitcoinConnectFeature = {
  readonly 'bitcoin:connect': {
    readonly version: string
    connect(input: { readonly purposes: BitcoinAddressPurpose[] }): Promise<{
      readonly accounts: readonly WalletAccount[]
    }>
  }
}

type BitcoinSignMessageFeature = {
  readonly 'bitcoin:signMessage': {
    readonly version: string
    signMessage(
      ...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]
    ): Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}

/** One account's inputs of a PSBT to sign. */
export interface BitcoinInputToSign {
  readonly account: WalletAccount
  readonly signingIndexes: number[]
  readonly sigHash?:
    | 'ALL'
    | 'NONE'
    | 'SINGLE'
    | 'ALL|ANYONECANPAY'
    | 'NONE|ANYONECANPAY'
    | 'SINGLE|ANYONECANPAY'
}

interface BitcoinSignTransactionInput {
  readonly psbt: Uint8Array
  readonly inputsToSign: BitcoinInputToSign[]
  readonly chain?: IdentifierString
}

type BitcoinSignTransactionFeature = {
  readonly 'bitcoin:signTransaction': {
    readonly version: string
    signTransaction(
      ...inputs: readonly BitcoinSignTransactionInput[]
    ): Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}

type BitcoinSignAndSendTransactionFeature = {
  readonly 'bitcoin:signAndSendTransaction': {
    readonly version: string
    signAndSendTransaction(
      ...inputs: readonly (BitcoinSignTransactionInput & { readonly chain: IdentifierString })[]
    ): Promise<readonly { readonly txId: string }[]>
  }
}

/**
 * A transfer the wallet builds, signs and broadcasts itself. No published standard defines it; wallets that
 * offer it take the account, the chain, one recipient and the amount in satoshis, and answer the txid.
 */
type BitcoinSendTransferFeature = {
  readonly 'bitcoin:sendTransfer': {
    readonly version: string
    sendTransfer(input: {
      readonly account: WalletAccount
      readonly chain: IdentifierString
      readonly recipient: string
      readonly amount: bigint
    }): Promise<{ readonly txid?: string; readonly txId?: string }>
  }
}

/** Some wallets (MetaMask's) announce their change events as `bitcoin:events`, with the standard's shape. */
type BitcoinEventsFeature = {
  readonly 'bitcoin:events': StandardEventsFeature['standard:events']
}

/** The features the adapter uses; only `bitcoin:connect` is required of every wallet. */
export type BitcoinWalletFeatures = BitcoinConnectFeature &
  Partial<
    StandardConnectFeature &
      StandardDisconnectFeature &
      StandardEventsFeature &
      BitcoinEventsFeature &
      BitcoinSignMessageFeature &
      BitcoinSignTransactionFeature &
      BitcoinSignAndSendTransactionFeature &
      BitcoinSendTransferFeature
  >

/** A wallet-standard wallet the adapter lists: it offers `bitcoin:connect`. */
export type BitcoinWallet = Wallet & { readonly features: BitcoinWalletFeatures }

/** True for a wallet-standard wallet whose features include `bitcoin:connect`. */
export function isBitcoinWallet(wallet: Wallet): wallet is BitcoinWallet {
  const connect = (wallet.features as Record<string, { connect?: unknown } | undefined>)['bitcoin:connect']
  return typeof connect?.connect === 'function'
}

/** Where a Bitcoin wallet announces its change events. */
export const eventFeatures = ['standard:events', 'bitcoin:events']
