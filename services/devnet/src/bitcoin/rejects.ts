import { ServiceError } from '@foyer/service-kit/errors'
import { coin } from './constants.js'

/**
 * Why a transaction is refused, in bitcoind's words: sendrawtransaction's JSON-RPC error code and message, which
 * Esplora passes on as `sendrawtransaction RPC error: {"code":-26,"message":"…"}` with HTTP 400.
 */

/** RPC_DESERIALIZATION_ERROR: the hex is no transaction. */
const decodeFailed = -22
/** RPC_TRANSACTION_ERROR: missing or spent inputs, a fee above maxfeerate. */
export const transactionError = -25
/** RPC_TRANSACTION_REJECTED: refused by consensus or policy. */
const transactionRejected = -26
/** RPC_VERIFY_ALREADY_IN_UTXO_SET. */
export const alreadyInUtxoSet = -27

export class TxReject extends ServiceError<number> {
  override name = 'TxReject'
  /** `message`: bitcoind's, its reject reason, then ", " and the details when there are any. */
  constructor(code: number, message: string) {
    super(code, message)
  }

  /** The body Esplora answers with. */
  toEsploraText(): string {
    return `sendrawtransaction RPC error: ${JSON.stringify({ code: this.code, message: this.message })}`
  }
}

/** A policy or consensus refusal (-26) with bitcoind's reason and optional details. */
export const rejected = (reason: string, details?: string): TxReject =>
  new TxReject(transactionRejected, details ? `${reason}, ${details}` : reason)

/** A script check that failed: consensus ("mandatory-…") or policy only ("non-mandatory-…"). */
export const scriptFailure = (error: string, mandatory: boolean): TxReject =>
  rejected(
    mandatory
      ? `mandatory-script-verify-flag-failed (${error})`
      : `non-mandatory-script-verify-flag (${error})`,
  )

export const decodeReject = (): TxReject =>
  new TxReject(decodeFailed, 'TX decode failed. Make sure the tx has at least one input.')

export const missingInputs = (): TxReject => new TxReject(transactionError, 'bad-txns-inputs-missingorspent')

/** bitcoind's FormatMoney: BTC with trailing zeros trimmed down to two decimals ("1.00", "0.0001"). */
export function formatMoney(sats: bigint): string {
  const negative = sats < 0n
  const abs = negative ? -sats : sats
  let text = `${abs / coin}.${(abs % coin).toString().padStart(8, '0')}`
  while (text.endsWith('0') && text.at(-3) !== '.') text = text.slice(0, -1)
  return negative ? `-${text}` : text
}
