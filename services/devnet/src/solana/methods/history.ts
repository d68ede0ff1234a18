import type { HistoryEntry } from '../history.js'
import {
  addressAt,
  checkMinContextSlot,
  checkSignature,
  configAt,
  type RpcHandler,
  requiredAt,
  withContext,
} from '../params.js'
import { invalidParams, unsupportedTransactionVersion } from '../rpcErrors.js'
import { decodeTransaction, isStaticWritable, toBase58 } from '../wire.js'

/** Answers from the recorded history: statuses, an address's signatures, a transaction with its meta. */

const maxStatuses = 256
const maxSignatures = 1000

const status = (entry: HistoryEntry) => (entry.err ? { Err: entry.err } : { Ok: null })

function meta(entry: HistoryEntry) {
  return {
    computeUnitsConsumed: entry.computeUnitsConsumed,
    err: entry.err,
    fee: entry.fee,
    innerInstructions: entry.innerInstructions,
    loadedAddresses: entry.loadedAddresses,
    logMessages: entry.logMessages,
    postBalances: entry.postBalances.map(BigInt),
    postTokenBalances: entry.postTokenBalances,
    preBalances: entry.preBalances.map(BigInt),
    preTokenBalances: entry.preTokenBalances,
    ...(entry.returnData
      ? { returnData: { programId: entry.returnData.programId, data: [entry.returnData.data, 'base64'] } }
      : {}),
    rewards: [],
    status: status(entry),
  }
}

/** The transaction object of getTransaction in `encoding`. */
function encodeTransaction(entry: HistoryEntry, encoding: string) {
  const bytes = Buffer.from(entry.transaction, 'base64')
  if (encoding === 'base64') return [entry.transaction, 'base64']
  if (encoding === 'base58') return [toBase58(bytes), 'base58']
  const { signatures, message } = decodeTransaction(bytes)
  const jsonParsed = encoding === 'jsonParsed'
  const staticCount = message.staticAccountKeys.length
  const loadedWritable = entry.loadedAddresses.writable.length
  const accountKeys = jsonParsed
    ? entry.accountKeys.map((pubkey, index) => ({
        pubkey,
        signer: index < message.header.numRequiredSignatures,
        source: index < staticCount ? 'transaction' : 'lookupTable',
        writable:
          index < staticCount ? isStaticWritable(message, index) : index < staticCount + loadedWritable,
      }))
    : message.staticAccountKeys
  const instructions = message.instructions.map((instruction) =>
    jsonParsed
      ? {
          accounts: instruction.accounts.map((index) => entry.accountKeys[index]),
          data: toBase58(instruction.data),
          programId: entry.accountKeys[instruction.programIdIndex],
          stackHeight: null,
        }
      : {
          accounts: instruction.accounts,
          data: toBase58(instruction.data),
          programIdIndex: instruction.programIdIndex,
          stackHeight: null,
        },
  )
  return {
    message: {
      accountKeys,
      ...(jsonParsed ? {} : { header: message.header }),
      instructions,
      recentBlockhash: message.recentBlockhash,
      ...(message.version === 0
        ? {
            addressTableLookups: message.addressTableLookups.map((lookup) => ({
              accountKey: lookup.accountKey,
              readonlyIndexes: lookup.readonlyIndexes,
              writableIndexes: lookup.writableIndexes,
            })),
          }
        : {}),
    },
    signatures,
  }
}

export const historyMethods: Record<string, RpcHandler> = {
  getSignatureStatuses: (params, { ledger }) => {
    const signatures = requiredAt(params, 0, 1)
    if (!Array.isArray(signatures)) throw invalidParams('Invalid params: invalid type, expected a sequence.')
    if (signatures.length > maxStatuses) throw invalidParams(`Too many inputs provided; max ${maxStatuses}`)
    configAt(params, 1)
    const value = signatures.map((signature) => {
      const entry = ledger.history.get(checkSignature(signature))
      if (!entry) return null
      return {
        confirmationStatus: 'finalized',
        confirmations: null,
        err: entry.err,
        slot: entry.slot,
        status: status(entry),
      }
    })
    return withContext(ledger, value)
  },
  getSignaturesForAddress: (params, { ledger }) => {
    const address = addressAt(params, 0)
    const config = configAt(params, 1)
    checkMinContextSlot(ledger, config)
    const limit = config.limit ?? maxSignatures
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > maxSignatures) {
      throw invalidParams(`Invalid limit; max ${maxSignatures}`)
    }
    const before = config.before === undefined ? undefined : checkSignature(config.before)
    const until = config.until === undefined ? undefined : checkSignature(config.until)
    return ledger.history.signaturesFor(address, { limit, before, until }).map((entry) => ({
      blockTime: entry.blockTime,
      confirmationStatus: 'finalized',
      err: entry.err,
      memo: entry.memo,
      signature: entry.signature,
      slot: entry.slot,
    }))
  },
  getTransaction: (params, { ledger }) => {
    const signature = checkSignature(requiredAt(params, 0, 1))
    // The second param may be the encoding alone (an older form) or a config object.
    const config = typeof params[1] === 'string' ? { encoding: params[1] } : configAt(params, 1)
    const encoding = config.encoding ?? 'json'
    if (!['json', 'jsonParsed', 'base58', 'base64'].includes(String(encoding))) {
      throw invalidParams(
        `Invalid params: unknown variant \`${String(encoding)}\`, expected one of \`binary\`, \`base64\`, \`base58\`, \`json\`, \`jsonParsed\`.`,
      )
    }
    const entry = ledger.history.get(signature)
    if (!entry) return null
    const maxVersion = config.maxSupportedTransactionVersion
    if (entry.version === 0 && (typeof maxVersion !== 'number' || maxVersion < 0))
      throw unsupportedTransactionVersion(0)
    return {
      blockTime: entry.blockTime,
      meta: meta(entry),
      slot: entry.slot,
      transaction: encodeTransaction(entry, String(encoding)),
      ...(maxVersion === undefined ? {} : { version: entry.version }),
    }
  },
}
