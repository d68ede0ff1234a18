/**
 * Loaded with import() on the first request to a wallet-standard wallet. Its signer: the Bitcoin wallet
 * standard's `bitcoin:signMessage`, `bitcoin:signTransaction` (PSBT bytes, inputs to sign per account),
 * `bitcoin:signAndSendTransaction` and `bitcoin:sendTransfer` when offered.
 */
import type { CaipNetwork } from '@foyer/core'
import { InvalidParameterError } from '@foyer/core'
import { BitcoinRequestError, cannot } from '../errors/errors.js'
import { mapWalletError } from '../errors/mapWalletError.js'
import { fromBase64, toBase64 } from '../internal/encoding.js'
import { chainForWallet } from '../networks/requestChain.js'
import { fromStandardAccounts } from '../wallets/accounts.js'
import type { BitcoinInputToSign } from '../wallets/bitcoinWallet.js'
import type { StandardConnection } from '../wallets/connection.js'
import type { BitcoinSigner } from './signer.js'

const noAnswer = () =>
  new BitcoinRequestError('The wallet returned no answer', {
    messageId: 'errorWalletNoAnswer',
    reason: 'wallet',
  })

/** The signer of a wallet-standard connection for requests on `network`. */
export function standardSigner(connection: StandardConnection, network: CaipNetwork): BitcoinSigner {
  const { wallet } = connection
  const { features } = wallet
  const chain = chainForWallet(wallet.chains, network) as `${string}:${string}`
  const accountOf = (address: string) => {
    const account = connection.standardAccount(address)
    if (!account)
      throw new InvalidParameterError('address', `${address} is not an address of the connected wallet`)
    return account
  }
  const inputsToSign = (signInputs: Readonly<Record<string, readonly number[]>>): BitcoinInputToSign[] =>
    Object.entries(signInputs).map(([address, indexes]) => ({
      account: accountOf(address),
      signingIndexes: [...indexes],
    }))
  const transfer = features['bitcoin:sendTransfer']

  return {
    broadcasts: features['bitcoin:signAndSendTransaction'] !== undefined,
    async getAccountAddresses() {
      // The standard has no request for it: the wallet's accounts are its current addresses.
      const known = connection.accounts
      const accounts = fromStandardAccounts(wallet.accounts.length ? wallet.accounts : [], [])
      return accounts.length
        ? accounts.map((a) => ({ ...a, type: known.find((k) => k.address === a.address)?.type ?? a.type }))
        : [...known]
    },
    async signMessage(address, message) {
      const feature = features['bitcoin:signMessage']
      if (!feature) throw cannot('sign messages')
      const account = accountOf(address)
      try {
        const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(message) })
        if (!output?.signature?.length) throw noAnswer()
        return toBase64(Uint8Array.from(output.signature))
      } catch (error) {
        throw mapWalletError(error, 'signatureDeclined')
      }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const input = { psbt: fromBase64(psbt), inputsToSign: inputsToSign(signInputs), chain }
      const signAndSend = features['bitcoin:signAndSendTransaction']
      const sign = features['bitcoin:signTransaction']
      try {
        // A wallet that only signs and sends broadcasts itself; the txid tells the caller so.
        if (signAndSend && (broadcast || !sign)) {
          const [output] = await signAndSend.signAndSendTransaction(input)
          if (!output?.txId) throw noAnswer()
          return { psbt, txid: output.txId }
        }
        if (!sign) throw cannot('sign transactions')
        const [output] = await sign.signTransaction(input)
        if (!output?.signedPsbt?.length) throw noAnswer()
        return { psbt: toBase64(Uint8Array.from(output.signedPsbt)) }
      } catch (error) {
        throw mapWalletError(error, 'transactionError')
      }
    },
    sendTransfer: transfer
      ? async (to, amount) => {
          try {
            const output = await transfer.sendTransfer({
              account: accountOf(connection.address),
              chain,
              recipient: to,
              amount,
            })
            const txid = output?.txid ?? output?.txId
            if (!txid) throw noAnswer()
            return txid
          } catch (error) {
            throw mapWalletError(error, 'transactionError')
          }
        }
      : undefined,
  }
}
