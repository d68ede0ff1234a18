import { FailedTransactionMetadata } from 'litesvm'
import { type AccountEncodingConfig, encodeAccount, type StoredAccount } from './accountEncoding.js'
import { hasLiveLifetime, innerInstructionsOf, returnDataOf, toKitTransaction } from './execute.js'
import { transactionFee } from './fees.js'
import type { Ledger } from './ledger.js'
import { invalidParams, signatureVerificationFailure } from './rpcErrors.js'
import { transactionErrorJson } from './txErrors.js'
import { decodeTransaction } from './wire.js'

/** simulateTransaction: LiteSVM's simulation, nothing recorded, with the node's options. */

export interface SimulateOptions {
  sigVerify: boolean
  replaceRecentBlockhash: boolean
  innerInstructions: boolean
  /** Accounts to return as they would be after the transaction. */
  accounts?: { addresses: string[]; encoding: AccountEncodingConfig } | undefined
}

export function simulateTransaction(ledger: Ledger, bytes: Uint8Array, options: SimulateOptions) {
  if (options.sigVerify && options.replaceRecentBlockhash) {
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
  }
  const tx = decodeTransaction(bytes)
  const base = {
    accounts: null,
    innerInstructions: null,
    replacementBlockhash: options.replaceRecentBlockhash ? ledger.latestBlockhash() : null,
    returnData: null,
  }
  // LiteSVM does not check blockhashes (the ledger does): "replacing" one only skips the check.
  if (!options.replaceRecentBlockhash && !hasLiveLifetime(ledger, tx.message)) {
    return { ...base, err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 }
  }
  const kitTransaction = toKitTransaction(bytes)
  if (options.sigVerify && Object.values(kitTransaction.signatures).some((value) => value === null)) {
    throw signatureVerificationFailure()
  }
  ledger.svm.withSigverify(options.sigVerify)
  let result: ReturnType<Ledger['svm']['simulateTransaction']>
  try {
    result = ledger.svm.simulateTransaction(kitTransaction)
  } finally {
    ledger.svm.withSigverify(true)
  }
  if (result instanceof FailedTransactionMetadata) {
    const err = transactionErrorJson(result.err())
    if (err === 'SignatureFailure' && options.sigVerify) throw signatureVerificationFailure()
    const meta = result.meta()
    return { ...base, err, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
  }
  const meta = result.meta()
  let accounts: unknown[] | null = null
  if (options.accounts) {
    const post = new Map<string, StoredAccount>()
    for (const account of result.postAccounts()) {
      post.set(account.address, {
        lamports: BigInt(account.lamports),
        owner: account.programAddress,
        executable: account.executable,
        data: account.data as Uint8Array,
      })
    }
    const getAccount = (address: string) => post.get(address) ?? ledger.getAccount(address)
    const { encoding } = options.accounts
    accounts = options.accounts.addresses.map((address) => {
      const account = getAccount(address)
      return account && account.lamports > 0n ? encodeAccount(account, encoding, getAccount) : null
    })
  }
  return {
    ...base,
    accounts,
    err: null,
    fee: Number(transactionFee(tx.message)),
    innerInstructions: options.innerInstructions ? innerInstructionsOf(meta) : null,
    logs: meta.logs(),
    returnData: returnDataOf(meta),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
  }
}
