import { rentExemptEpoch } from './constants.js'
import { invalidParams, invalidRequest } from './rpcErrors.js'
import {
  decodeMint,
  decodeTokenAccount,
  parsedMint,
  parsedProgramName,
  parsedTokenAccount,
} from './tokens.js'
import { toBase58 } from './wire.js'

/** An account as the ledger stores it. */
export interface StoredAccount {
  lamports: bigint
  owner: string
  executable: boolean
  data: Uint8Array
}

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'

export interface AccountEncodingConfig {
  encoding: AccountEncoding
  dataSlice?: { offset: number; length: number } | undefined
}

/** Reads `encoding` and `dataSlice` from a request's config; base58 when absent, as the real node. */
export function accountEncodingConfig(config: Record<string, unknown>, fallback: AccountEncoding = 'base58') {
  const encoding = config.encoding ?? fallback
  if (encoding === 'base64+zstd')
    throw invalidParams('Invalid params: base64+zstd is not supported by the local ledger')
  if (encoding !== 'base58' && encoding !== 'base64' && encoding !== 'jsonParsed') {
    throw invalidParams(
      `Invalid params: unknown variant \`${String(encoding)}\`, expected one of \`binary\`, \`base58\`, \`base64\`, \`jsonParsed\`, \`base64+zstd\``,
    )
  }
  const slice = config.dataSlice as { offset?: unknown; length?: unknown } | undefined
  let dataSlice: AccountEncodingConfig['dataSlice']
  if (slice !== undefined && slice !== null) {
    const { offset, length } = slice
    if (
      !Number.isInteger(offset) ||
      !Number.isInteger(length) ||
      (offset as number) < 0 ||
      (length as number) < 0
    ) {
      throw invalidParams('Invalid params: dataSlice needs integer offset and length')
    }
    dataSlice = { offset: offset as number, length: length as number }
  }
  return { encoding, dataSlice } satisfies AccountEncodingConfig
}

function binary(
  data: Uint8Array,
  encoding: 'base58' | 'base64',
  dataSlice: AccountEncodingConfig['dataSlice'],
) {
  const bytes = dataSlice ? data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length) : data
  if (encoding === 'base58') {
    if (bytes.length > 128) {
      throw invalidRequest(
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    }
    return [toBase58(bytes), 'base58'] as const
  }
  return [Buffer.from(bytes).toString('base64'), 'base64'] as const
}

/**
 * The RPC's account object. jsonParsed parses SPL Token accounts and mints (their decimals come from the mint,
 * read through `getAccount`) and falls back to base64 for everything else, as the real node does.
 */
export function encodeAccount(
  account: StoredAccount,
  config: AccountEncodingConfig,
  getAccount: (address: string) => StoredAccount | null,
) {
  const common = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: rentExemptEpoch,
    space: account.data.length,
  }
  if (config.encoding === 'jsonParsed') {
    const parsed = parseAccountData(account, getAccount)
    if (parsed) {
      return {
        data: { parsed, program: parsedProgramName(account.owner), space: account.data.length },
        ...common,
      }
    }
    return { data: binary(account.data, 'base64', config.dataSlice), ...common }
  }
  return { data: binary(account.data, config.encoding, config.dataSlice), ...common }
}

function parseAccountData(account: StoredAccount, getAccount: (address: string) => StoredAccount | null) {
  const token = decodeTokenAccount(account.owner, account.data)
  if (token) {
    const mintAccount = getAccount(token.mint)
    const mint = mintAccount ? decodeMint(mintAccount.owner, mintAccount.data) : null
    return mint ? parsedTokenAccount(token, mint.decimals) : null
  }
  const mint = decodeMint(account.owner, account.data)
  return mint ? parsedMint(mint) : null
}
