// Loaded with import() on the first request that signs, like the actions.

import { InvalidParameterError } from '@foyer/core'
import { getBase58Decoder } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import type { WalletChain } from '../networks/walletChain.js'
import type { SolanaWallet } from '../wallets/solanaWallet.js'
import { cannot, type SolanaSigner } from './signer.js'

/**
 * The signer of a wallet-standard wallet: its `solana:*` features, naming `chain` (the network's), for
 * the connected `account` or, with `address`, another of the wallet's accounts.
 * @throws InvalidParameterError when `address` is not an account of the wallet.
 */
export function walletStandardSigner(
  wallet: SolanaWallet,
  connected: WalletAccount,
  chain: WalletChain,
  address = connected.address,
): SolanaSigner {
  const account =
    address === connected.address ? connected : wallet.accounts.find((a) => a.address === address)
  if (!account)
    throw new InvalidParameterError('address', `${address} is not an account of the connected wallet`)
  const { features } = wallet
  const signAndSend = features['solana:signAndSendTransaction']
  return {
    address: account.address,
    async signMessage(message) {
      const feature = features['solana:signMessage']
      if (!feature) throw cannot('sign messages')
      const [output] = await feature.signMessage({ account, message })
      if (!output) throw new Error('The wallet returned no signature')
      return getBase58Decoder().decode(output.signature)
    },
    async signTransactions(transactions) {
      const feature = features['solana:signTransaction']
      if (!feature) throw cannot('sign transactions')
      const outputs = await feature.signTransaction(
        ...transactions.map((transaction) => ({ account, transaction, chain })),
      )
      return outputs.map((output) => output.signedTransaction)
    },
    signAndSendTransaction: signAndSend
      ? async (transaction, options) => {
          const [output] = await signAndSend.signAndSendTransaction({ account, transaction, chain, options })
          if (!output) throw new Error('The wallet returned no signature')
          return getBase58Decoder().decode(output.signature)
        }
      : undefined,
  }
}
