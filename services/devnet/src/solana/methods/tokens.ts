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
import { decodeMint, decodeTokenAccount, isTokenProgram, uiTokenAmount } from '../tokens.js'
import { fromBase58 } from '../wire.js'
import { programAccounts } from './accounts.js'

/** SPL Token reads: an owner's token accounts, a token account's balance, a mint's supply and holders. */

function mintOf(ledger: Ledger, address: string) {
  const account = ledger.getAccount(address)
  const mint = account && decodeMint(account.owner, account.data)
  if (!account || !mint) throw invalidParams('Invalid param: not a v2.0 Token mint')
  return { account, mint }
}

/** The token program and optional mint an owner's accounts are filtered by (`{ mint }` or `{ programId }`). */
function tokenFilter(ledger: Ledger, value: unknown): { program: string; mint?: string } {
  const filter = (value ?? {}) as { mint?: unknown; programId?: unknown }
  if (filter.mint !== undefined) {
    const mint = checkAddress(filter.mint)
    return { program: mintOf(ledger, mint).account.owner, mint }
  }
  if (filter.programId !== undefined) {
    const program = checkAddress(filter.programId)
    if (!isTokenProgram(program)) throw invalidParams('Invalid param: unrecognized Token program id')
    return { program }
  }
  throw invalidParams('Invalid params: expected a `mint` or `programId` filter')
}

function ownedTokenAccounts(ledger: Ledger, owner: string, filter: { program: string; mint?: string }) {
  const ownerBytes = fromBase58(owner)
  const mintBytes = filter.mint ? fromBase58(filter.mint) : undefined
  const matches = (data: Uint8Array, at: number, bytes: Uint8Array) =>
    bytes.every((byte, i) => data[at + i] === byte)
  return programAccounts(ledger, filter.program, [
    (data) => matches(data, 32, ownerBytes) && (!mintBytes || matches(data, 0, mintBytes)),
  ]).filter(([, account]) => decodeTokenAccount(account.owner, account.data) !== null)
}

export const tokenMethods: Record<string, RpcHandler> = {
  getTokenAccountsByOwner: (params, { ledger }) => {
    const owner = addressAt(params, 0, 2)
    const filter = tokenFilter(ledger, requiredAt(params, 1, 2))
    const config = configAt(params, 2)
    checkMinContextSlot(ledger, config)
    const encoding = accountEncodingConfig(config)
    const getAccount = (key: string) => ledger.getAccount(key)
    const value = ownedTokenAccounts(ledger, owner, filter).map(([pubkey, account]) => ({
      account: encodeAccount(account, encoding, getAccount),
      pubkey,
    }))
    return withContext(ledger, value)
  },
  getTokenAccountBalance: (params, { ledger }) => {
    const address = addressAt(params, 0)
    checkMinContextSlot(ledger, configAt(params, 1))
    const account = ledger.getAccount(address)
    const token = account && decodeTokenAccount(account.owner, account.data)
    if (!token) throw invalidParams('Invalid param: not a Token account')
    const { mint } = mintOf(ledger, token.mint)
    return withContext(ledger, uiTokenAmount(token.amount, mint.decimals))
  },
  getTokenSupply: (params, { ledger }) => {
    const address = addressAt(params, 0)
    checkMinContextSlot(ledger, configAt(params, 1))
    const { mint } = mintOf(ledger, address)
    return withContext(ledger, uiTokenAmount(mint.supply, mint.decimals))
  },
  getTokenLargestAccounts: (params, { ledger }) => {
    const address = addressAt(params, 0)
    checkMinContextSlot(ledger, configAt(params, 1))
    const { account, mint } = mintOf(ledger, address)
    const mintBytes = fromBase58(address)
    const holders = programAccounts(ledger, account.owner, [
      (data) => mintBytes.every((b, i) => data[i] === b),
    ])
      .map(([pubkey, holder]) => ({ pubkey, token: decodeTokenAccount(holder.owner, holder.data) }))
      .filter((holder) => holder.token !== null)
      .sort((a, b) => Number((b.token?.amount ?? 0n) - (a.token?.amount ?? 0n)))
      .slice(0, 20)
      .map(({ pubkey, token }) => ({ address: pubkey, ...uiTokenAmount(token?.amount ?? 0n, mint.decimals) }))
    return withContext(ledger, holders)
  },
}
