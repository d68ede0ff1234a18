import { RequestFailedError, WalletError } from '../errors.js'
import type { BitcoinAccount, BitcoinWalletNetwork } from './account.js'
import { esploraClient } from './esplora.js'
import { type BitcoinMessageResult, signBip322, signLegacyMessage } from './message.js'
import type { BitcoinSigningRequest } from './requests.js'
import { type SignPsbtResult, sendTransfer, signPsbt } from './transaction.js'

/**
 * Carries out an approved Bitcoin request with the account's keys and answers as WalletConnect's bip122
 * reference says: signMessage `{ address, signature, messageHash }` (hex, BIP-322 simple or the legacy
 * form), signPsbt `{ psbt, txid? }`, sendTransfer `{ txid }` (sent to the network's Esplora API).
 * @throws RequestFailedError when signing fails or the ledger refuses the transaction.
 */
export async function executeBitcoinRequest(
  request: BitcoinSigningRequest,
  wallet: { account: BitcoinAccount; network: BitcoinWalletNetwork; fetch?: typeof fetch },
): Promise<BitcoinMessageResult | SignPsbtResult | { txid: string }> {
  const esplora = esploraClient(wallet.network.esploraUrl, wallet.fetch)
  try {
    switch (request.method) {
      case 'signMessage':
        return request.protocol === 'bip322'
          ? signBip322(wallet.account, request.message)
          : await signLegacyMessage(wallet.account, request.message)
      case 'signPsbt':
        return await signPsbt(request, wallet.account, esplora)
      case 'sendTransfer':
        return await sendTransfer(request, wallet.account, esplora)
    }
  } catch (error) {
    if (error instanceof WalletError) throw error
    throw new RequestFailedError('Signature failed', { details: (error as Error).message, cause: error })
  }
}
