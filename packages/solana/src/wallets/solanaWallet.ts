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

/** A wallet's connector id: its name, which the wallet standard makes the wallet's identity in an app. */
export const connectorIdOf = (wallet: Wallet): string => wallet.name

/**
 * Subscribes to a wallet's `standard:events` change events; returns the unsubscribe. A wallet without the
 * feature, or whose feature throws, has no events to follow: registries hold any object a page registered.
 */
export function onWalletChange(
  wallet: Wallet,
  listener: (properties: StandardEventsChangeProperties) => void,
): () => void {
  const events = wallet.features['standard:events'] as
    | Partial<StandardEventsFeature['standard:events']>
    | undefined
  if (typeof events?.on !== 'function') return () => {}
  try {
    const off = events.on('change', listener)
    return typeof off === 'function' ? off : () => {}
  } catch {
    return () => {}
  }
}
