import { bitcoinRegtestNetwork } from '@foyer/devnet'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { base64Decode } from '../solana/base58.js'

/** Regtest address prefixes (bcrt1…), in the shape @scure/btc-signer takes. */
export const regtest = bitcoinRegtestNetwork.addressParams

/** The address an output script pays, or undefined for scripts without one (OP_RETURN, bare scripts). */
function addressOfScript(script: Uint8Array): string | undefined {
  try {
    return Address(regtest).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

/** The output script of a regtest address. @throws Error when it is not one. */
export function scriptOfAddress(address: string): Uint8Array {
  return OutScript.encode(Address(regtest).decode(address))
}

/** A PSBT's input or output as the approval card lists it. */
interface PsbtEntry {
  /** Undefined when the script pays no address (OP_RETURN) or the input does not say what it spends. */
  address: string | undefined
  /** Satoshis; undefined for an input without its previous output. */
  amount: bigint | undefined
}

/** What a PSBT spends and pays, read for the visitor. */
export interface PsbtSummary {
  inputs: PsbtEntry[]
  outputs: PsbtEntry[]
  /** Inputs minus outputs, when every input states its amount. */
  fee: bigint | undefined
}

/**
 * The transaction of a base64 PSBT and its summary. Outputs the wallet cannot name (OP_RETURN memos) are
 * allowed: PSBTs carry them.
 * @throws Error when the text is not a PSBT.
 */
export function readPsbt(psbt: string): { tx: Transaction; summary: PsbtSummary } {
  const tx = Transaction.fromPSBT(base64Decode(psbt), { allowUnknownOutputs: true })
  const inputs = Array.from({ length: tx.inputsLength }, (_, index) => {
    const utxo = tx.getInput(index).witnessUtxo
    return { address: utxo && addressOfScript(utxo.script), amount: utxo?.amount }
  })
  const outputs = Array.from({ length: tx.outputsLength }, (_, index) => {
    const output = tx.getOutput(index)
    return { address: output.script && addressOfScript(output.script), amount: output.amount }
  })
  const known = inputs.every((input) => input.amount !== undefined)
  const sum = (entries: PsbtEntry[]) => entries.reduce((total, entry) => total + (entry.amount ?? 0n), 0n)
  return { tx, summary: { inputs, outputs, fee: known ? sum(inputs) - sum(outputs) : undefined } }
}
