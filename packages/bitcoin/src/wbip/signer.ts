/**
 * Loaded with import() on the first request to a WBIP004 provider. Its signer, over sats-connect 4's
 * methods: `signMessage` (BIP-322), `signPsbt` (base64 PSBT, inputs per address, broadcast),
 * `sendTransfer` (recipients in satoshis) and `getAddresses`.
 */
import type { CaipNetwork } from '@foyer/core'
import { isUnsupportedMethod } from '@foyer/core'
import { BitcoinRequestError } from '../errors/errors.js'
import type { Connection } from '../internal/connection.js'
import type { BitcoinSigner } from '../signers/signer.js'
import { fromSatsConnectAddresses, requestedPurposes } from '../wallets/accounts.js'
import type { WbipWallet } from './providers.js'
import { mapProviderError, request, requestRaw } from './rpc.js'

const field = (result: unknown, name: string, method: string): string => {
  const value = (result as Record<string, unknown> | null)?.[name]
  if (typeof value === 'string' && value) return value
  throw new BitcoinRequestError('The wallet returned no answer', {
    messageId: 'errorWalletNoAnswer',
    details: `${method} answered without ${name}: ${JSON.stringify(result)?.slice(0, 200)}`,
  })
}

/** The signer of a WBIP004 provider's connection. Requests name no network: the provider signs on its own. */
export function wbipSigner(wallet: WbipWallet, connection: Connection, _network: CaipNetwork): BitcoinSigner {
  const { provider, info } = wallet
  // A provider that lists its methods and leaves sendTransfer out has none; one that lists none is asked.
  const transfers = !info.methods || (info.methods as readonly string[]).includes('sendTransfer')
  return {
    broadcasts: true,
    async getAccountAddresses() {
      const result = await request(
        provider,
        'getAddresses',
        { purposes: requestedPurposes },
        'somethingWentWrong',
      )
      const accounts = fromSatsConnectAddresses(
        (result as { addresses?: unknown } | null)?.addresses ?? result,
      )
      return accounts.length ? accounts : [...connection.accounts]
    },
    async signMessage(address, message) {
      const result = await request(
        provider,
        'signMessage',
        { address, message, protocol: 'BIP322' },
        'signatureDeclined',
      )
      return field(result, 'signature', 'signMessage')
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const result = await request(
        provider,
        'signPsbt',
        {
          psbt,
          signInputs: Object.fromEntries(Object.entries(signInputs).map(([a, i]) => [a, [...i]])),
          broadcast,
        },
        'transactionError',
      )
      const txid = (result as { txid?: unknown } | null)?.txid
      return {
        psbt: field(result, 'psbt', 'signPsbt'),
        ...(typeof txid === 'string' && txid ? { txid } : {}),
      }
    },
    sendTransfer: transfers
      ? async (to, amount) => {
          let result: unknown
          try {
            result = await requestRaw(provider, 'sendTransfer', {
              recipients: [{ address: to, amount: Number(amount) }],
            })
          } catch (error) {
            // Unmapped: a provider without the method makes the adapter build the PSBT itself.
            throw isUnsupportedMethod(error) ? error : mapProviderError(error, 'transactionError')
          }
          return field(result, 'txid', 'sendTransfer')
        }
      : undefined,
  }
}
