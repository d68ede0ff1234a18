import { getTransactionDecoder, type Transaction } from '@solana/kit'
import { FailedTransactionMetadata, type TransactionMetadata } from 'litesvm'
import type { StoredAccount } from './accountEncoding.js'
import { addressLookupTableProgram, memoPrograms, systemProgram } from './constants.js'
import { transactionFee } from './fees.js'
import type { HistoryEntry, InnerInstructionsEntry, TokenBalance } from './history.js'
import type { Ledger } from './ledger.js'
import { preflightFailure, signatureLengthMismatch, signatureVerificationFailure } from './rpcErrors.js'
import { decodeMint, decodeTokenAccount, uiTokenAmount } from './tokens.js'
import { type TransactionErrorJson, transactionErrorJson, transactionErrorText } from './txErrors.js'
import {
  type DecodedMessage,
  type DecodedTransaction,
  decodeTransaction,
  isStaticWritable,
  toBase58,
} from './wire.js'

/** Running transactions on a ledger: the checks a validator's RPC makes, LiteSVM, and the record. */

const transactionDecoder = getTransactionDecoder()
const lookupTableMetaSize = 56

interface ResolvedKeys {
  keys: string[]
  writable: boolean[]
  loaded: { writable: string[]; readonly: string[] }
}

/** The message's account keys with the lookup tables' addresses appended (writable ones first). */
function resolveAccountKeys(ledger: Ledger, message: DecodedMessage): ResolvedKeys {
  const keys = [...message.staticAccountKeys]
  const writable = keys.map((_, index) => isStaticWritable(message, index))
  const loaded = { writable: [] as string[], readonly: [] as string[] }
  const tables = message.addressTableLookups.map((lookup) => {
    const table = ledger.getAccount(lookup.accountKey)
    const addresses: string[] = []
    if (table?.owner === addressLookupTableProgram) {
      for (let offset = lookupTableMetaSize; offset + 32 <= table.data.length; offset += 32) {
        addresses.push(toBase58(table.data.subarray(offset, offset + 32)))
      }
    }
    return { lookup, addresses }
  })
  for (const { lookup, addresses } of tables) {
    for (const index of lookup.writableIndexes) if (addresses[index]) loaded.writable.push(addresses[index])
  }
  for (const { lookup, addresses } of tables) {
    for (const index of lookup.readonlyIndexes) if (addresses[index]) loaded.readonly.push(addresses[index])
  }
  keys.push(...loaded.writable, ...loaded.readonly)
  writable.push(...loaded.writable.map(() => true), ...loaded.readonly.map(() => false))
  return { keys, writable, loaded }
}

/** A durable-nonce transaction: its first instruction is the System program's AdvanceNonceAccount. */
function usesDurableNonce(message: DecodedMessage): boolean {
  const first = message.instructions[0]
  if (!first || message.staticAccountKeys[first.programIdIndex] !== systemProgram) return false
  return (
    first.data.length >= 4 && new DataView(first.data.buffer, first.data.byteOffset).getUint32(0, true) === 4
  )
}

export function hasLiveLifetime(ledger: Ledger, message: DecodedMessage): boolean {
  return ledger.isBlockhashValid(message.recentBlockhash) || usesDurableNonce(message)
}

/** The kit transaction LiteSVM runs; a missing signature fails verification as on a real node. */
export function toKitTransaction(bytes: Uint8Array): Transaction {
  return transactionDecoder.decode(bytes) as Transaction
}

function tokenBalances(ledger: Ledger, accounts: (StoredAccount | null)[]): TokenBalance[] {
  const balances: TokenBalance[] = []
  accounts.forEach((account, accountIndex) => {
    const token = account && decodeTokenAccount(account.owner, account.data)
    if (!account || !token) return
    const mintAccount = ledger.getAccount(token.mint)
    const mint = mintAccount && decodeMint(mintAccount.owner, mintAccount.data)
    if (!mint) return
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.owner,
      uiTokenAmount: uiTokenAmount(token.amount, mint.decimals),
    })
  })
  return balances
}

export function innerInstructionsOf(meta: TransactionMetadata): InnerInstructionsEntry[] {
  return meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const instruction = inner.instruction()
        return {
          programIdIndex: instruction.programIdIndex(),
          accounts: [...instruction.accounts()],
          data: toBase58(instruction.data()),
          stackHeight: inner.stackHeight(),
        }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
}

export function returnDataOf(meta: TransactionMetadata): { programId: string; data: string } | null {
  const returnData = meta.returnData()
  const data = returnData.data()
  if (data.length === 0) return null
  return { programId: toBase58(returnData.programId()), data: Buffer.from(data).toString('base64') }
}

/** Memo instructions' texts as getSignaturesForAddress shows them: "[length] text", joined by "; ". */
function memoOf(message: DecodedMessage): string | null {
  const memos = message.instructions
    .filter((instruction) =>
      memoPrograms.includes(message.staticAccountKeys[instruction.programIdIndex] ?? ''),
    )
    .map((instruction) => `[${instruction.data.length}] ${Buffer.from(instruction.data).toString('utf8')}`)
  return memos.length > 0 ? memos.join('; ') : null
}

/** The error data of a -32002 answer: kit builds its error from `err` and `logs`. */
function preflightError(err: TransactionErrorJson, logs: string[], unitsConsumed: number) {
  return preflightFailure(transactionErrorText(err), {
    accounts: null,
    err,
    innerInstructions: null,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed,
  })
}

export interface SendOptions {
  skipPreflight?: boolean
}

/**
 * sendTransaction: the checks (signature count, duplicates, blockhash age, signatures), the preflight
 * simulation unless skipped, then LiteSVM. A transaction that fails after its fee was charged lands with its
 * error, as on a real cluster; one that cannot land (expired blockhash with preflight skipped) is dropped.
 */
export function sendTransaction(ledger: Ledger, bytes: Uint8Array, options: SendOptions = {}): string {
  const tx = decodeTransaction(bytes)
  const { message } = tx
  if (tx.signatures.length !== message.header.numRequiredSignatures || tx.signatures.length === 0) {
    throw signatureLengthMismatch()
  }
  const signature = tx.signatures[0] as string
  const skipPreflight = options.skipPreflight === true
  if (ledger.history.get(signature)) {
    if (skipPreflight) return signature
    throw preflightError('AlreadyProcessed', [], 0)
  }
  if (!hasLiveLifetime(ledger, message)) {
    if (skipPreflight) return signature
    throw preflightError('BlockhashNotFound', [], 0)
  }
  let kitTransaction: Transaction
  try {
    kitTransaction = toKitTransaction(bytes)
    if (Object.values(kitTransaction.signatures).some((value) => value === null)) throw new Error('unsigned')
  } catch {
    throw signatureVerificationFailure()
  }
  if (!skipPreflight) {
    const simulated = ledger.svm.simulateTransaction(kitTransaction)
    if (simulated instanceof FailedTransactionMetadata) {
      const err = transactionErrorJson(simulated.err())
      if (err === 'SignatureFailure') throw signatureVerificationFailure()
      const meta = simulated.meta()
      throw preflightError(err, meta.logs(), Number(meta.computeUnitsConsumed()))
    }
  }
  return execute(ledger, tx, bytes, kitTransaction, skipPreflight)
}

function execute(
  ledger: Ledger,
  tx: DecodedTransaction,
  bytes: Uint8Array,
  kitTransaction: Transaction,
  skipPreflight: boolean,
): string {
  const { message } = tx
  const signature = tx.signatures[0] as string
  const { keys, writable, loaded } = resolveAccountKeys(ledger, message)
  const pre = keys.map((key) => ledger.getAccount(key))
  const result = ledger.svm.sendTransaction(kitTransaction)
  const post = keys.map((key) => ledger.getAccount(key))
  const balance = (account: StoredAccount | null) => account?.lamports ?? 0n
  let err: TransactionErrorJson | null = null
  let meta: TransactionMetadata
  let fee = transactionFee(message)
  if (result instanceof FailedTransactionMetadata) {
    err = transactionErrorJson(result.err())
    if (err === 'SignatureFailure') throw signatureVerificationFailure()
    meta = result.meta()
    const charged = balance(pre[0] ?? null) - balance(post[0] ?? null)
    // Nothing was charged: the transaction could not land (e.g. a fee payer without funds).
    if (charged <= 0n) {
      if (skipPreflight) return signature
      throw preflightError(err, meta.logs(), Number(meta.computeUnitsConsumed()))
    }
    fee = charged
  } else {
    meta = result
  }
  const entry: HistoryEntry = {
    signature,
    slot: ledger.slot,
    blockTime: ledger.blockTime,
    transaction: Buffer.from(bytes).toString('base64'),
    version: message.version,
    accountKeys: keys,
    loadedAddresses: loaded,
    fee: Number(fee),
    preBalances: pre.map((account) => balance(account).toString()),
    postBalances: post.map((account) => balance(account).toString()),
    preTokenBalances: tokenBalances(ledger, pre),
    postTokenBalances: tokenBalances(ledger, post),
    logMessages: meta.logs(),
    err,
    computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    innerInstructions: err ? [] : innerInstructionsOf(meta),
    returnData: err ? null : returnDataOf(meta),
    memo: memoOf(message),
  }
  ledger.record(
    entry,
    keys.filter((_, index) => writable[index]),
  )
  return signature
}
