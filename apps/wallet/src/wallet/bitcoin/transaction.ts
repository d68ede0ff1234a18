import { p2wpkh, Script, type SigHash, selectUTXO, type Transaction } from '@scure/btc-signer'
import { hexToBytes } from 'viem'
import { RequestFailedError } from '../errors.js'
import { base64Encode } from '../solana/base58.js'
import type { BitcoinAccount } from './account.js'
import type { EsploraClient } from './esplora.js'
import { regtest } from './psbt.js'
import type { BitcoinSigningRequest } from './requests.js'

type PsbtRequest = Extract<BitcoinSigningRequest, { method: 'signPsbt' }>
type TransferRequest = Extract<BitcoinSigningRequest, { method: 'sendTransfer' }>

/** signPsbt's answer: the signed PSBT (base64), and the txid when the wallet broadcast it. */
export interface SignPsbtResult {
  psbt: string
  txid?: string
}

const privateKey = (key: BitcoinAccount['payment']) => hexToBytes(`0x${key.privateKey}`)

/**
 * Signs the request's inputs with the account's keys. A taproot input that does not name its internal key
 * gets the account's (the key path is the only one this wallet signs); requested sighash types are set on
 * an input that states none. With `broadcast`, the transaction is finalized and sent.
 * @throws RequestFailedError when an input cannot be signed or finalized, or the ledger refuses it.
 */
export async function signPsbt(
  request: PsbtRequest,
  account: BitcoinAccount,
  esplora: EsploraClient,
): Promise<SignPsbtResult> {
  const tx: Transaction = request.psbt
  for (const { index, key, sighashTypes } of request.inputs) {
    const input = tx.getInput(index)
    if (key === 'taproot' && !input.tapInternalKey)
      tx.updateInput(index, { tapInternalKey: hexToBytes(`0x${account.taproot.publicKey}`) })
    if (sighashTypes?.length && input.sighashType === undefined)
      tx.updateInput(index, { sighashType: sighashTypes[0] as SigHash })
    try {
      if (!tx.signIdx(privateKey(account[key]), index, sighashTypes as SigHash[] | undefined))
        throw new Error(`input ${index} did not take the signature`)
    } catch (error) {
      throw new RequestFailedError('Signature failed', { details: (error as Error).message, cause: error })
    }
  }
  if (!request.broadcast) return { psbt: base64Encode(tx.toPSBT()) }
  try {
    tx.finalize()
  } catch (error) {
    throw new RequestFailedError('Transaction error', { details: (error as Error).message, cause: error })
  }
  const txid = await esplora.broadcast(tx.hex)
  return { psbt: base64Encode(tx.toPSBT()), txid }
}

/** sat/vB for a transfer: the ledger's estimate for 6 blocks (else the fastest), at least 1. */
function feeRate(estimates: Record<string, number>): bigint {
  const rate = estimates['6'] ?? estimates['1'] ?? 1
  return BigInt(Math.max(1, Math.ceil(rate)))
}

/**
 * Pays `amount` to the recipient from the payment address's unspent outputs (coin selection by
 * @scure/btc-signer, change to `changeAddress`, an OP_RETURN output for a memo), signs, broadcasts.
 * @throws RequestFailedError when the outputs do not cover amount and fee, or the ledger refuses.
 */
export async function sendTransfer(
  request: TransferRequest,
  account: BitcoinAccount,
  esplora: EsploraClient,
): Promise<{ txid: string }> {
  const { payment } = account
  const [utxos, estimates] = await Promise.all([esplora.utxos(payment.address), esplora.feeEstimates()])
  const script = p2wpkh(hexToBytes(`0x${payment.publicKey}`), regtest).script
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script, amount: BigInt(utxo.value) },
  }))
  const outputs = [
    { address: request.recipientAddress, amount: request.amount },
    ...(request.memo
      ? [{ script: Script.encode(['RETURN', hexToBytes(`0x${request.memo}`)]), amount: 0n }]
      : []),
  ]
  const selected = selectUTXO(inputs, outputs, 'default', {
    changeAddress: request.changeAddress,
    feePerByte: feeRate(estimates),
    network: regtest,
    createTx: true,
    bip69: false,
    allowUnknownOutputs: true,
  })
  if (!selected?.tx)
    throw new RequestFailedError('Insufficient funds', { details: `${utxos.length} outputs` })
  try {
    selected.tx.sign(privateKey(payment))
    selected.tx.finalize()
  } catch (error) {
    throw new RequestFailedError('Transaction error', { details: (error as Error).message, cause: error })
  }
  return { txid: await esplora.broadcast(selected.tx.hex) }
}
