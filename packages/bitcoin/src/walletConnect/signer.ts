/**
 * Loaded with import() on the first request over WalletConnect. The signer of a session's Bitcoin account:
 * WalletConnect's bip122 methods (`getAccountAddresses`, `signMessage`, `signPsbt`, `sendTransfer`), each
 * naming the connected account and the active network's CAIP-2 id.
 */
import type { CaipNetwork, WalletFailureFallback } from '@foyer/core'
import { isUnsupportedMethod } from '@foyer/core'
import { BitcoinRequestError } from '../errors/errors.js'
import { mapWalletError } from '../errors/mapWalletError.js'
import { fromHex, toBase64 } from '../internal/encoding.js'
import type { BitcoinSigner } from '../signers/signer.js'
import { fromWalletConnectAddresses } from '../wallets/accounts.js'
import type { SessionConnection } from './connect.js'

const noAnswer = (method: string, result: unknown) =>
  new BitcoinRequestError('The wallet returned no answer', {
    messageId: 'errorWalletNoAnswer',
    details: `${method} answered ${JSON.stringify(result)?.slice(0, 200)}`,
  })

/** WalletConnect's signMessage answers hex; a wallet that answers base64 already is taken as is. */
const toBase64Signature = (signature: string) =>
  /^(?:[0-9a-f]{2})+$/i.test(signature) ? toBase64(fromHex(signature)) : signature

/** The signer of `connection`'s account over its session, for requests on `network`. */
export function walletConnectSigner(connection: SessionConnection, network: CaipNetwork): BitcoinSigner {
  const request = async (
    method: string,
    params: Record<string, unknown>,
    fallback: WalletFailureFallback,
  ) => {
    try {
      return await connection.session.request<unknown>(
        { method, params: { account: connection.address, ...params } },
        network.caipNetworkId,
      )
    } catch (error) {
      throw isUnsupportedMethod(error) && method === 'sendTransfer' ? error : mapWalletError(error, fallback)
    }
  }
  return {
    broadcasts: true,
    async getAccountAddresses() {
      const result = await request('getAccountAddresses', {}, 'somethingWentWrong')
      const accounts = fromWalletConnectAddresses(result)
      return accounts.length ? accounts : [...connection.accounts]
    },
    async signMessage(address, message) {
      const result = await request(
        'signMessage',
        { address, message, protocol: 'bip322' },
        'signatureDeclined',
      )
      const signature = (result as { signature?: unknown } | null)?.signature
      if (typeof signature !== 'string' || !signature) throw noAnswer('signMessage', result)
      return toBase64Signature(signature)
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const inputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ address, index })),
      )
      const result = await request('signPsbt', { psbt, signInputs: inputs, broadcast }, 'transactionError')
      const { psbt: signed, txid } = (result ?? {}) as { psbt?: unknown; txid?: unknown }
      if (typeof signed !== 'string' || !signed) throw noAnswer('signPsbt', result)
      return { psbt: signed, ...(typeof txid === 'string' && txid ? { txid } : {}) }
    },
    async sendTransfer(to, amount) {
      const result = await request(
        'sendTransfer',
        { recipientAddress: to, amount: amount.toString(), changeAddress: connection.address },
        'transactionError',
      )
      const txid = (result as { txid?: unknown } | null)?.txid
      if (typeof txid !== 'string' || !txid) throw noAnswer('sendTransfer', result)
      return txid
    },
  }
}
