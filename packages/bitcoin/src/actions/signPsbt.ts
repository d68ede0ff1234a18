// Loaded with import() on the first signPsbt: the wallet's signer, and @scure/btc-signer to read, finalize
// and broadcast PSBTs.
import type { CaipNetwork, WalletAccount } from '@foyer/core'
import { InvalidParameterError } from '@foyer/core'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { BitcoinRequestError, notConnected } from '../errors/errors.js'
import type { Connection } from '../internal/connection.js'
import { outputScript } from './address.js'
import { finalizeAndBroadcast, waitUntilSeen } from './broadcast.js'

/** What BitcoinAdapter.signPsbt takes (the sign-PSBT call). */
export interface SignPsbtParameters {
  /** The PSBT, base64. */
  psbt: string
  /**
   * Per address of the connected wallet, the indexes of the inputs it signs. Default: every input whose
   * previous output pays one of the wallet's addresses, under that address.
   */
  signInputs?: Readonly<Record<string, readonly number[]>> | undefined
  /** Finalize and broadcast once signed (by the wallet when it broadcasts, else by the adapter). Default false. */
  broadcast?: boolean | undefined
}

/** What BitcoinAdapter.signPsbt resolves: the signed PSBT (base64), and the txid when it was broadcast. */
export interface SignPsbtResult {
  psbt: string
  txid?: string | undefined
}

function decodePsbt(psbt: string, parameter: string): Transaction {
  try {
    return Transaction.fromPSBT(base64.decode(psbt))
  } catch (error) {
    throw new InvalidParameterError(parameter, `not a base64 PSBT: ${String(error)}`)
  }
}

/** Per address of `accounts`, the inputs of `tx` whose previous output pays it. */
function ownInputs(tx: Transaction, accounts: readonly WalletAccount[], network: CaipNetwork) {
  const scripts = accounts.map((a) => [a.address, hex.encode(outputScript(a.address, network))] as const)
  const signInputs: Record<string, number[]> = {}
  for (let index = 0; index < tx.inputsLength; index++) {
    const script = tx.getInput(index).witnessUtxo?.script
    const owner = script && scripts.find(([, s]) => s === hex.encode(script))?.[0]
    if (owner) signInputs[owner] = [...(signInputs[owner] ?? []), index]
  }
  return signInputs
}

/**
 * Has the connected wallet sign a PSBT: the inputs `signInputs` names per address (default: the wallet's own
 * inputs), every one of the wallet's addresses allowed, not only the payment one. With `broadcast`, the
 * wallet broadcasts when it can (sats-connect, WalletConnect), else the adapter finalizes and broadcasts it.
 * @throws InvalidParameterError for a PSBT that does not decode or an address that is not the wallet's;
 * UserRejectedRequestError; BitcoinRequestError.
 */
export async function signPsbt(
  connection: Connection | undefined,
  network: CaipNetwork,
  parameters: SignPsbtParameters,
): Promise<SignPsbtResult> {
  if (!connection) throw notConnected()
  const tx = decodePsbt(parameters.psbt, 'psbt')
  const signInputs = parameters.signInputs ?? ownInputs(tx, connection.accounts, network)
  for (const [address, indexes] of Object.entries(signInputs)) {
    if (!connection.accounts.some((a) => a.address === address))
      throw new InvalidParameterError('signInputs', `${address} is not an address of the connected wallet`)
    if (indexes.some((i) => !Number.isInteger(i) || i < 0 || i >= tx.inputsLength))
      throw new InvalidParameterError(
        'signInputs',
        `${address}: input indexes must be within 0-${tx.inputsLength - 1}`,
      )
  }
  if (Object.keys(signInputs).length === 0)
    throw new InvalidParameterError('signInputs', 'no input of the PSBT is the connected wallet’s to sign')
  const broadcast = parameters.broadcast === true
  const signer = await connection.signer(network)
  const signed = await signer.signPsbt({
    psbt: parameters.psbt,
    signInputs,
    broadcast: broadcast && signer.broadcasts,
  })
  if (signed.txid) {
    await waitUntilSeen(network, signed.txid)
    return signed
  }
  if (!broadcast) return { psbt: signed.psbt }
  const signedTx = decodePsbt(signed.psbt, 'psbt')
  if (hex.encode(signedTx.unsignedTx) !== hex.encode(tx.unsignedTx))
    throw new BitcoinRequestError('Transaction error', {
      messageId: 'transactionError',
      details: 'The wallet returned a PSBT of another transaction',
    })
  const txid = await finalizeAndBroadcast(network, signedTx)
  return { psbt: base64.encode(signedTx.toPSBT()), txid }
}
