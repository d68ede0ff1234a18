// The BitcoinAdapter's Send methods load this module with import() on first use: address decoding, coin
// selection and PSBT building (@scure/btc-signer) stay out of the page load.
import type { CaipNetwork, SendTokensParameters } from '@foyer/core'
import { InvalidParameterError, isUnsupportedMethod } from '@foyer/core'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { BitcoinRequestError, notConnected } from '../errors/errors.js'
import { mapWalletError } from '../errors/mapWalletError.js'
import type { Connection } from '../internal/connection.js'
import { isAddress } from './address.js'
import { finalizeAndBroadcast, waitUntilSeen } from './broadcast.js'
import { addressUtxos } from './esplora.js'
import { getFeeRate } from './fee.js'
import { dustLimit, type PreparedTransfer, prepareTransfer } from './psbt.js'

export { isAddress }

/** Checks a transfer's addresses (decoded for `network`), its amount, and that it sends BTC (no token). */
function checkTransfer(network: CaipNetwork, parameters: SendTokensParameters): void {
  for (const name of ['from', 'to'] as const)
    if (!isAddress(parameters[name], network))
      throw new InvalidParameterError(name, `${String(parameters[name])} is no ${network.name} address`)
  if (
    typeof parameters.amount !== 'bigint' ||
    parameters.amount < 0n ||
    parameters.amount > 21_000_000n * 10n ** 8n
  )
    throw new InvalidParameterError('amount', 'must be a bigint of satoshis between 0 and 21 million BTC')
  if (parameters.token !== undefined)
    throw new InvalidParameterError('token', 'Bitcoin sends BTC only: leave token undefined')
}

/** The transfer as the adapter would build it: `from`'s UTXOs, the ledger's fee rate. */
async function prepare(
  connection: Connection | undefined,
  network: CaipNetwork,
  parameters: SendTokensParameters,
): Promise<PreparedTransfer> {
  const [utxos, feeRate] = await Promise.all([addressUtxos(network, parameters.from), getFeeRate(network)])
  const known = connection?.accounts.find((a) => a.address === parameters.from)
  return prepareTransfer({
    network,
    from: { address: parameters.from, publicKey: known?.publicKey },
    to: parameters.to,
    amount: parameters.amount,
    utxos,
    feeRate,
  })
}

/**
 * The network fee in satoshis of sending `amount` from `from` to `to`, as the adapter would build it (a wallet
 * that builds its own transfer charges about the same). An amount of 0 prices spending every UTXO, the fee
 * the Send form's Max keeps back.
 * @throws InvalidParameterError; BitcoinRequestError 'Insufficient funds' or from the ledger.
 */
export async function estimateSend(
  connection: Connection | undefined,
  network: CaipNetwork,
  parameters: SendTokensParameters,
): Promise<{ fee: bigint }> {
  checkTransfer(network, parameters)
  return { fee: (await prepare(connection, network, parameters)).fee }
}

/** True when both hold the same unsigned transaction: the wallet spent and paid exactly what it was asked to. */
const sameTransaction = (a: Transaction, b: Transaction) =>
  hex.encode(a.unsignedTx) === hex.encode(b.unsignedTx)

/**
 * Sends `amount` satoshis from the connected wallet's payment address to `to`. A wallet that offers a transfer
 * (standard `bitcoin:sendTransfer`, sats-connect or WalletConnect `sendTransfer`) builds, signs and broadcasts
 * it; otherwise the adapter builds a PSBT from the ledger's UTXOs, the wallet signs the inputs of its payment
 * address, and the adapter finalizes and broadcasts it. Resolves the txid once the ledger accepted it (its
 * mempool: a block takes minutes).
 * @throws UserRejectedRequestError when the visitor declines; InvalidParameterError; BitcoinRequestError
 * ('Insufficient funds', 'Transaction error', the wallet's message).
 */
export async function sendTokens(
  connection: Connection | undefined,
  network: CaipNetwork,
  parameters: SendTokensParameters,
): Promise<{ hash: string }> {
  checkTransfer(network, parameters)
  if (!connection) throw notConnected()
  if (parameters.from !== connection.address)
    throw new InvalidParameterError(
      'from',
      `${parameters.from} is not the connected wallet's payment address`,
    )
  if (parameters.amount < dustLimit)
    throw new InvalidParameterError('amount', `must be at least ${dustLimit} satoshis (the dust limit)`)
  const signer = await connection.signer(network)

  if (signer.sendTransfer) {
    try {
      const txid = await signer.sendTransfer(parameters.to, parameters.amount)
      await waitUntilSeen(network, txid)
      return { hash: txid }
    } catch (error) {
      // A wallet that turns out not to implement it: the adapter builds the transaction instead.
      if (!isUnsupportedMethod(error)) throw mapWalletError(error, 'transactionError')
    }
  }

  const prepared = await prepare(connection, network, parameters)
  const signed = await signer.signPsbt({
    psbt: base64.encode(prepared.tx.toPSBT()),
    signInputs: prepared.signInputs,
    broadcast: false,
  })
  if (signed.txid) {
    await waitUntilSeen(network, signed.txid)
    return { hash: signed.txid }
  }
  let tx: Transaction
  try {
    tx = Transaction.fromPSBT(base64.decode(signed.psbt))
  } catch (error) {
    throw new BitcoinRequestError('The wallet returned no valid PSBT', {
      messageId: 'errorWalletInvalidPsbt',
      cause: error,
      details: String(error),
    })
  }
  if (!sameTransaction(prepared.tx, tx))
    throw new BitcoinRequestError('Transaction error', {
      messageId: 'transactionError',
      details:
        'The wallet returned a PSBT that spends or pays other outputs than the one it was asked to sign',
    })
  return { hash: await finalizeAndBroadcast(network, tx) }
}
