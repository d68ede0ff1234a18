import type { CaipNetwork } from '@foyer/core'
import { SolanaRequestError } from '../errors/errors.js'
import type { Connection } from '../internal/connection.js'
import { toWalletChain } from '../networks/walletChain.js'
import type { SolanaSigner } from './signer.js'
import { walletStandardSigner } from './walletStandard.js'

/**
 * The signer of the adapter's connection for a request on `network` (a wallet-standard wallet's features,
 * or the WalletConnect session's requests); `address` picks another of the wallet's accounts.
 * @throws SolanaRequestError 'No Solana wallet is connected'; InvalidParameterError for a foreign `address`.
 */
export async function signerOf(
  connection: Connection | undefined,
  network: CaipNetwork,
  address?: string,
): Promise<SolanaSigner> {
  if (!connection)
    throw new SolanaRequestError('No Solana wallet is connected', {
      messageId: 'errorWalletNotConnected',
      messageParams: { chain: 'Solana' },
    })
  if (!connection.wallet) return connection.signer(network, address)
  return walletStandardSigner(connection.wallet, connection.account, toWalletChain(network), address)
}
