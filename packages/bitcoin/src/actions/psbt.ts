// PSBT building for transfers the adapter assembles itself (a wallet without sendTransfer): inputs from the
// payment address's UTXOs, coin selection and fee by @scure/btc-signer's estimator, change back to the payment
// address, and the inputs each address signs. Loaded with import() on the first estimate or send.
import type { CaipNetwork } from '@foyer/core'
import { hex } from '@scure/base'
import { Address, OutScript, p2sh, p2tr, p2wpkh, selectUTXO, type Transaction } from '@scure/btc-signer'
import { BitcoinRequestError } from '../errors/errors.js'
import { addressParameters } from './address.js'
import type { Utxo } from './esplora.js'
import { formatUnits } from './units.js'

/** The address that pays, with the public key a P2SH-P2WPKH or taproot input needs in the PSBT. */
export interface SpendingAccount {
  address: string
  /** Hex: 33-byte compressed (or, for taproot, 32-byte x-only). */
  publicKey?: string | undefined
}

/** A transfer ready for the wallet: the unsigned transaction, its fee, and who signs which inputs. */
export interface PreparedTransfer {
  tx: Transaction
  /** Satoshis. */
  fee: bigint
  /** Per address, the indexes of the inputs it signs. */
  signInputs: Record<string, number[]>
}

const unsupported = (address: string, why: string) =>
  new BitcoinRequestError('Foyer cannot spend from this address type', {
    messageId: 'errorUnsupportedAddressType',
    reason: 'unsupported-address',
    details: `${address}: ${why}`,
  })

/** The PSBT input fields every UTXO of `account` needs: its output script, and what signs for it. */
function inputTemplate(account: SpendingAccount, network: CaipNetwork) {
  const parameters = addressParameters(network)
  const decoded = Address(parameters).decode(account.address)
  const key = account.publicKey ? hex.decode(account.publicKey) : undefined
  if (decoded.type === 'wpkh') return { script: OutScript.encode(decoded) }
  if (decoded.type === 'sh') {
    // Wallets' nested segwit payment addresses (Xverse's): the redeem script is P2WPKH of the public key.
    if (key?.length !== 33) throw unsupported(account.address, 'a P2SH address needs its public key')
    const nested = p2sh(p2wpkh(key, parameters), parameters)
    if (nested.address !== account.address)
      throw unsupported(account.address, 'only P2SH-P2WPKH is spent, and this is another script')
    return { script: nested.script, redeemScript: nested.redeemScript }
  }
  if (decoded.type === 'tr') {
    const internal = key?.length === 33 ? key.slice(1) : key
    if (internal?.length !== 32) throw unsupported(account.address, 'a taproot address needs its public key')
    const keyPath = p2tr(internal, undefined, parameters)
    if (keyPath.address !== account.address)
      throw unsupported(account.address, 'the public key is not the address’s key-path internal key')
    return { script: keyPath.script, tapInternalKey: internal }
  }
  throw unsupported(
    account.address,
    `${decoded.type} outputs need the previous transactions, which Foyer does not fetch`,
  )
}

/** The smallest amount a transfer sends: Bitcoin Core's dust limit for any output type (546 sats). */
export const dustLimit = 546n

/**
 * Builds the transfer of `amount` satoshis from `from` to `to` paying `feeRate` sat/vB: the UTXOs btc-signer's
 * estimator selects (confirmed ones first; unconfirmed too when those do not cover it), change over the
 * dust limit back to `from`. `amount` 0 prices spending every UTXO to one output: the fee a "send the whole
 * balance" leaves, which is what the Send form's Max needs.
 * @throws BitcoinRequestError 'Insufficient funds' (reason `insufficient-funds`), or for an address type it
 * cannot spend (reason `unsupported-address`).
 */
export function prepareTransfer(parameters: {
  network: CaipNetwork
  from: SpendingAccount
  to: string
  amount: bigint
  utxos: readonly Utxo[]
  feeRate: bigint
}): PreparedTransfer {
  const { network, from, to, amount, utxos, feeRate } = parameters
  const template = inputTemplate(from, network)
  const toInput = (utxo: Utxo) => {
    const { script, ...signing } = template
    return { txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: utxo.value }, ...signing }
  }
  const options = { feePerByte: feeRate, changeAddress: from.address, network: addressParameters(network) }
  const select = (candidates: readonly Utxo[]) =>
    candidates.length === 0
      ? undefined
      : amount === 0n
        ? selectUTXO(candidates.map(toInput), [{ address: to, amount: 0n }], 'all', options)
        : selectUTXO(candidates.map(toInput), [{ address: to, amount }], 'default', options)
  // Confirmed outputs first; the whole balance (amount 0) includes the mempool's, as the balance shown does.
  const confirmed = amount === 0n ? utxos : utxos.filter((u) => u.confirmed)
  const selected = select(confirmed) ?? (confirmed.length < utxos.length ? select(utxos) : undefined)
  if (!selected?.tx) {
    const total = utxos.reduce((sum, u) => sum + u.value, 0n)
    throw new BitcoinRequestError('Insufficient funds', {
      messageId: 'errorInsufficientFunds',
      reason: 'insufficient-funds',
      details: `${from.address} holds ${formatUnits(total, 8)} BTC in ${utxos.length} outputs, which cannot pay ${formatUnits(amount, 8)} BTC and the fee at ${feeRate} sat/vB`,
    })
  }
  const indexes = Array.from({ length: selected.tx.inputsLength }, (_, i) => i)
  return { tx: selected.tx, fee: selected.fee ?? 0n, signInputs: { [from.address]: indexes } }
}
