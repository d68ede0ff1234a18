import { onStandardWalletChange, type WalletChangeProperties } from '@foyer/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from '@wallet-standard/features'

/** The features the adapter uses; only `standard:connect` is required of every wallet. */
export type SolanaWalletFeatures = StandardConnectFeature &
  Partial<
    StandardDisconnectFeature &
      StandardEventsFeature &
      SolanaSignMessageFeature &
      SolanaSignTransactionFeature &
      SolanaSignAndSendTransactionFeature
  >

/** A wallet-standard wallet the adapter lists: it connects, knows a `solana:` chain and signs. */
export type SolanaWallet = Wallet & { readonly features: SolanaWalletFeatures }

/** The signing features of which a Solana wallet offers at least one. */
const signingFeatures = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const

const isSolanaChain = (chain: string) => chain.startsWith('solana:')

/** True for a wallet with `standard:connect`, at least one `solana:` chain and a Solana signing feature. */
export function isSolanaWallet(wallet: Wallet): wallet is SolanaWallet {
  return (
    'standard:connect' in wallet.features &&
    wallet.chains.some(isSolanaChain) &&
    signingFeatures.some((feature) => feature in wallet.features)
  )
}

/** The account the adapter uses among a wallet's: the first on a `solana:` chain (or with none listed). */
export function pickSolanaAccount(accounts: readonly WalletAccount[]): WalletAccount | undefined {
  return accounts.find((account) => account.chains.length === 0 || account.chains.some(isSolanaChain))
}

/** Subscribes to a wallet's `standard:events` change events; returns the unsubscribe (core's, typed for the standard). */
export const onWalletChange = (
  wallet: Wallet,
  listener: (properties: StandardEventsChangeProperties) => void,
): (() => void) => onStandardWalletChange(wallet, listener as (properties: WalletChangeProperties) => void)
