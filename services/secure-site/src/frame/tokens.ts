// What a token says about itself (symbol, decimals), read from the chain through the secure site's RPC
// so the card can print amounts in the token's units. The token's own words are a claim: the card always
// shows its address beside them.
import { formatUnits, isAddress } from 'viem'
import { decodeSymbol, decodeUint8 } from './abiWords.js'

export interface TokenInfo {
  symbol: string
  decimals: number
}

/** Reads a token's symbol and decimals; undefined when the chain cannot tell. */
export type TokenReader = (address: string) => Promise<TokenInfo | undefined>

/** How the frame asks its chain: the secure site's `/api/rpc` (eth_call is a read). */
export type RpcCall = (method: string, params: unknown) => Promise<unknown>

const SYMBOL = '0x95d89b41'
const DECIMALS = '0x313ce567'
const TOKEN_READ_TIMEOUT_MS = 3000

// Bidirectional overrides and other controls could reorder or hide what sits next to them.
const CONTROLS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu

/** A string someone else chose, made safe to print: no controls, at most `max` characters. */
export function cleanClaim(value: string, max: number): string {
  const chars = [...value.replace(CONTROLS, '').trim()]
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('')
}

/** A TokenReader over the frame's RPC; each token is read once, and a slow chain gives up after 3 s. */
export function tokenReader(call: RpcCall, timeoutMs = TOKEN_READ_TIMEOUT_MS): TokenReader {
  const cache = new Map<string, Promise<TokenInfo | undefined>>()
  const read = async (address: string): Promise<TokenInfo | undefined> => {
    const [symbolResult, decimalsResult] = await Promise.all([
      call('eth_call', [{ to: address, data: SYMBOL }, 'latest']),
      call('eth_call', [{ to: address, data: DECIMALS }, 'latest']),
    ])
    if (typeof symbolResult !== 'string' || typeof decimalsResult !== 'string') return undefined
    const symbol = decodeSymbol(symbolResult)
    const decimals = decodeUint8(decimalsResult)
    // Its NUL padding (a bytes32 symbol) goes with the other controls.
    const cleaned = symbol === undefined ? '' : cleanClaim(symbol, 16)
    return cleaned && decimals !== undefined && decimals <= 36 ? { symbol: cleaned, decimals } : undefined
  }
  return (address) => {
    if (!isAddress(address, { strict: false })) return Promise.resolve(undefined)
    const key = address.toLowerCase()
    let pending = cache.get(key)
    if (!pending) {
      let timer: ReturnType<typeof setTimeout> | undefined
      pending = Promise.race([
        read(address).catch(() => undefined),
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), timeoutMs)
        }),
      ]).finally(() => clearTimeout(timer))
      cache.set(key, pending)
    }
    return pending
  }
}

// Written out rather than viem's constants, which bring every other width along into the frame's script.
const MAX_UINT160 = 2n ** 160n - 1n

/** Allowances this large mean "everything, forever": max uint256 (and anything >= 2^255), Permit2's max uint160. */
export function isUnlimited(amount: bigint): boolean {
  return amount >= 2n ** 255n || amount === MAX_UINT160
}

/** An amount in the token's units ("12.5 USDC"), or the raw integer when the token could not be read. */
export function tokenAmount(amount: bigint, info: TokenInfo | undefined): string {
  return info ? `${formatUnits(amount, info.decimals)} ${info.symbol}` : amount.toString()
}
