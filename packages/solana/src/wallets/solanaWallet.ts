import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
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

export const isSolanaChain = (chain: string) => chain.startsWith('solana:')

/** True for a wallet with `standard:connect`, at least one `solana:` chain and a Solana signing feature. */
export function isSolanaWallet(wallet: Wallet): wallet is SolanaWallet {
  return (
    'standard:connect' in wallet.features &&
    wallet.chains.some(isSolanaChain) &&
    signingFeatures.some((feature) => feature in wallet.features)
  )
}
