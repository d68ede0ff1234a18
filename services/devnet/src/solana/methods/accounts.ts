import { accountEncodingConfig, encodeAccount } from '../accountEncoding.js'
import type { Ledger } from '../ledger.js'
import {
  addressAt,
  checkAddress,
  checkMinContextSlot,
  configAt,
  type RpcHandler,
  requiredAt,
  withContext,
} from '../params.js'
import { invalidParams } from '../rpcErrors.js'
import { fromBase58 } from '../wire.js'

/** Account reads: balances, account data, several at once, and a program's accounts with filters. */

const maxMultipleAccounts = 100

type Filter = (data: Uint8Array) => boolean

/** getProgramAccounts' filters: `{ dataSize }` and `{ memcmp: { offset, bytes, encoding? } }`. */
function parseFilters(value: unknown): Filter[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw invalidParams('Invalid params: filters must be an array')
  return value.map((filter: unknown) => {
    const { dataSize, memcmp } = (filter ?? {}) as { dataSize?: unknown; memcmp?: Record<string, unknown> }
    if (typeof dataSize === 'number') return (data: Uint8Array) => data.length === dataSize
    if (memcmp && typeof memcmp.offset === 'number' && typeof memcmp.bytes === 'string') {
      const offset = memcmp.offset
      let bytes: Uint8Array
      try {
        bytes =
          memcmp.encoding === 'base64'
            ? new Uint8Array(Buffer.from(memcmp.bytes, 'base64'))
            : fromBase58(memcmp.bytes)
      } catch {
        throw invalidParams('Invalid param: memcmp bytes are not valid base58')
      }
      return (data: Uint8Array) =>
        data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte)
    }
    throw invalidParams('Invalid params: unknown filter')
  })
}

/** Accounts owned by `program` that pass every filter, as [address, account]. */
export function programAccounts(ledger: Ledger, program: string, filters: Filter[]) {
  return ledger.svm
    .getProgramAccounts(program as never)
    .filter((account) => filters.every((filter) => filter(account.data as Uint8Array)))
    .map((account) => [account.address as string, ledger.getAccount(account.address)] as const)
    .filter((pair): pair is readonly [string, NonNullable<(typeof pair)[1]>] => pair[1] !== null)
}

export const accountMethods: Record<string, RpcHandler> = {
  getBalance: (params, { ledger }) => {
    const address = addressAt(params, 0)
    checkMinContextSlot(ledger, configAt(params, 1))
    return withContext(ledger, ledger.getAccount(address)?.lamports ?? 0n)
  },
  getAccountInfo: (params, { ledger }) => {
    const address = addressAt(params, 0)
    const config = configAt(params, 1)
    checkMinContextSlot(ledger, config)
    const encoding = accountEncodingConfig(config)
    const account = ledger.getAccount(address)
    const getAccount = (key: string) => ledger.getAccount(key)
    return withContext(ledger, account ? encodeAccount(account, encoding, getAccount) : null)
  },
  getMultipleAccounts: (params, { ledger }) => {
    const addresses = requiredAt(params, 0, 1)
    if (!Array.isArray(addresses)) throw invalidParams('Invalid params: invalid type, expected a sequence.')
    if (addresses.length > maxMultipleAccounts) {
      throw invalidParams(`Too many inputs provided; max ${maxMultipleAccounts}`)
    }
    const config = configAt(params, 1)
    checkMinContextSlot(ledger, config)
    const encoding = accountEncodingConfig(config)
    const getAccount = (key: string) => ledger.getAccount(key)
    const value = addresses.map((address) => {
      const account = ledger.getAccount(checkAddress(address))
      return account ? encodeAccount(account, encoding, getAccount) : null
    })
    return withContext(ledger, value)
  },
  getProgramAccounts: (params, { ledger }) => {
    const program = addressAt(params, 0)
    const config = configAt(params, 1)
    checkMinContextSlot(ledger, config)
    const encoding = accountEncodingConfig(config)
    const getAccount = (key: string) => ledger.getAccount(key)
    const value = programAccounts(ledger, program, parseFilters(config.filters)).map(([pubkey, account]) => ({
      account: encodeAccount(account, encoding, getAccount),
      pubkey,
    }))
    return config.withContext === true ? withContext(ledger, value) : value
  },
}
