import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hex } from '@scure/base'
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import type { BitcoinTestKey } from '../bitcoinAccounts.js'
import { bitcoinRegtestNetwork } from '../bitcoinNetwork.js'
import {
  type BitcoinLedger,
  type StartBitcoinLedgerOptions,
  startBitcoinLedger,
} from './startBitcoinLedger.js'

/**
 * Helpers for tests of the Bitcoin regtest ledger (and of code that talks to it): a ledger on a free port in a
 * temporary state folder, Esplora calls over fetch, and transactions built and signed with @scure/btc-signer.
 */

export interface TestBitcoinLedger extends BitcoinLedger {
  /** The devnet state folder the ledger was given (start another ledger on it to test a restart). */
  devnetStateDir: string
  /** Closes the ledger and removes its temporary folder. */
  dispose(): Promise<void>
}

/** A ledger on a free port, in a fresh temporary folder, mining only on demand unless told otherwise. */
export async function startTestBitcoinLedger(
  options: Omit<StartBitcoinLedgerOptions, 'port'> = {},
): Promise<TestBitcoinLedger> {
  const devnetStateDir = options.stateDir ?? (await mkdtemp(join(tmpdir(), 'foyer-bitcoin-')))
  const ledger = await startBitcoinLedger({
    blockIntervalMs: 0,
    ...options,
    port: 0,
    stateDir: devnetStateDir,
  })
  return {
    ...ledger,
    devnetStateDir,
    dispose: async () => {
      await ledger.close()
      await rm(devnetStateDir, { recursive: true, force: true })
    },
  }
}

export async function getJson<T = unknown>(ledger: Pick<BitcoinLedger, 'url'>, path: string): Promise<T> {
  const response = await fetch(`${ledger.url}${path}`)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export async function getText(ledger: Pick<BitcoinLedger, 'url'>, path: string): Promise<string> {
  const response = await fetch(`${ledger.url}${path}`)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`)
  return response.text()
}

/** POST /tx: the status and the text answered (a txid, or the reject message). */
export async function broadcast(ledger: Pick<BitcoinLedger, 'url'>, txHex: string) {
  const response = await fetch(`${ledger.url}/tx`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: txHex,
  })
  return { status: response.status, text: await response.text() }
}

/** Polls `check` every 20 ms until it returns a value other than undefined, for at most `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`waitFor: nothing within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export interface SpendInput {
  txid: string
  vout: number
  /** The amount the signer commits to (the output's real value unless a test lies on purpose). */
  value: bigint
}

export interface SpendOutput {
  /** A regtest address, or a raw output script. */
  address?: string
  script?: Uint8Array
  value: bigint
}

export type KeyKind = 'payment' | 'taproot'

/** The output script of a test key: P2WPKH for a payment key, P2TR (BIP-86) for a taproot key. */
function keyScript(kind: KeyKind, key: Pick<BitcoinTestKey, 'publicKey'>): Uint8Array {
  const network = bitcoinRegtestNetwork.addressParams
  const publicKey = hex.decode(key.publicKey)
  return kind === 'payment' ? p2wpkh(publicKey, network).script : p2tr(publicKey, undefined, network).script
}

/** A transaction spending outputs of one test key, signed with SIGHASH_ALL (default for taproot). */
export function signSpend(
  kind: KeyKind,
  key: Pick<BitcoinTestKey, 'publicKey' | 'privateKey'>,
  inputs: readonly SpendInput[],
  outputs: readonly SpendOutput[],
): { hex: string; txid: string; vsize: number } {
  const tx = new Transaction({ allowUnknownOutputs: true })
  const script = keyScript(kind, key)
  for (const input of inputs) {
    tx.addInput({
      txid: input.txid,
      index: input.vout,
      witnessUtxo: { script, amount: input.value },
      ...(kind === 'taproot' ? { tapInternalKey: hex.decode(key.publicKey) } : {}),
    })
  }
  for (const output of outputs) {
    if (output.address) tx.addOutputAddress(output.address, output.value, bitcoinRegtestNetwork.addressParams)
    else if (output.script) tx.addOutput({ script: output.script, amount: output.value })
  }
  tx.sign(hex.decode(key.privateKey))
  tx.finalize()
  return { hex: tx.hex, txid: tx.id, vsize: tx.vsize }
}
