import { isSome, type Option } from '@solana/kit'
import { AccountState, getMintDecoder, getTokenDecoder, type Mint, type Token } from '@solana-program/token'
import { token2022Program, tokenProgram } from './constants.js'

/** SPL Token (and Token-2022 base layout) accounts, read for jsonParsed answers and token balances. */

export const tokenAccountSize = 165
export const mintSize = 82
// Token-2022 puts an account-type byte after the base layout when an account has extensions.
const accountTypeMint = 1
const accountTypeAccount = 2

export const isTokenProgram = (owner: string): boolean => owner === tokenProgram || owner === token2022Program

export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

/** Raw units as the RPC shows them: "10000", "98.64" (no trailing zeros). */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

const tokenDecoder = getTokenDecoder()
const mintDecoder = getMintDecoder()

function hasType(data: Uint8Array, baseSize: number, type: number, owner: string): boolean {
  if (data.length === baseSize) return true
  return owner === token2022Program && data.length > tokenAccountSize && data[tokenAccountSize] === type
}

/** A token account's fields, or null when `data` is not an initialized token account of a token program. */
export function decodeTokenAccount(owner: string, data: Uint8Array): Token | null {
  if (!isTokenProgram(owner) || !hasType(data, tokenAccountSize, accountTypeAccount, owner)) return null
  try {
    const token = tokenDecoder.decode(data.subarray(0, tokenAccountSize))
    return token.state === AccountState.Uninitialized ? null : token
  } catch {
    return null
  }
}

/** A mint's fields, or null when `data` is not an initialized mint of a token program. */
export function decodeMint(owner: string, data: Uint8Array): Mint | null {
  if (!isTokenProgram(owner)) return null
  const isMint =
    data.length === mintSize ||
    (owner === token2022Program &&
      data.length > tokenAccountSize &&
      data[tokenAccountSize] === accountTypeMint)
  if (!isMint) return null
  try {
    const mint = mintDecoder.decode(data.subarray(0, mintSize))
    return mint.isInitialized ? mint : null
  } catch {
    return null
  }
}

const optional = <T>(option: Option<T>): T | null => (isSome(option) ? option.value : null)

const stateNames = {
  [AccountState.Uninitialized]: 'uninitialized',
  [AccountState.Initialized]: 'initialized',
  [AccountState.Frozen]: 'frozen',
}

/** The `parsed` object of a token account in jsonParsed encoding. */
export function parsedTokenAccount(token: Token, decimals: number) {
  const delegate = optional(token.delegate)
  const isNative = optional(token.isNative)
  const closeAuthority = optional(token.closeAuthority)
  return {
    type: 'account',
    info: {
      isNative: isNative !== null,
      mint: token.mint,
      owner: token.owner,
      state: stateNames[token.state],
      tokenAmount: uiTokenAmount(token.amount, decimals),
      ...(delegate ? { delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) } : {}),
      ...(closeAuthority ? { closeAuthority } : {}),
      ...(isNative !== null ? { rentExemptReserve: uiTokenAmount(isNative, 9) } : {}),
    },
  }
}

/** The `parsed` object of a mint in jsonParsed encoding. */
export function parsedMint(mint: Mint) {
  return {
    type: 'mint',
    info: {
      decimals: mint.decimals,
      freezeAuthority: optional(mint.freezeAuthority),
      isInitialized: mint.isInitialized,
      mintAuthority: optional(mint.mintAuthority),
      supply: mint.supply.toString(),
    },
  }
}

/** The program name jsonParsed answers carry. */
export const parsedProgramName = (owner: string) =>
  owner === token2022Program ? 'spl-token-2022' : 'spl-token'
