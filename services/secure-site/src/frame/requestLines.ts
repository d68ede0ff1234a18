// The pieces of a decoded request, as the approval card prints them, and the token lines every
// decoder shares (token, amount or allowance, with "Unlimited" in red).
import type { FrameTexts } from './texts.js'
import { isUnlimited, type TokenInfo, type TokenReader, tokenAmount } from './tokens.js'

/** One line of what a request asks for. */
export interface RequestLine {
  label: string
  value: string
  /** 'danger' prints the value in red (an unlimited allowance). */
  tone?: 'danger'
  /** A short remark under the value (the token could not be read). */
  note?: string
}

/** A titled group of lines: one call of a batch, one token of a Permit2 batch. */
export interface RequestSection {
  heading: string
  lines: RequestLine[]
}

/** What a decoder gets: the card's language and, when the frame can reach the chain, a token reader. */
export interface DecodeContext {
  t: FrameTexts
  readToken?: TokenReader | undefined
}

/** A value from a request as a bigint, undefined when it is not an integer. */
export function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return undefined
  return BigInt(value)
}

/** The token line: its symbol (when the chain answered) beside its address, which is what counts. */
export async function tokenLines(
  { t, readToken }: DecodeContext,
  token: string,
): Promise<{ line: RequestLine; info: TokenInfo | undefined }> {
  const info = readToken ? await readToken(token) : undefined
  return {
    info,
    line: info
      ? { label: t.token, value: `${info.symbol} · ${token}` }
      : { label: t.token, value: token, note: t.tokenUnknown },
  }
}

/** An amount of a token; `allowance` amounts this large read "Unlimited", in red. */
export function amountLine(
  label: string,
  amount: bigint,
  info: TokenInfo | undefined,
  t: FrameTexts,
): RequestLine {
  return isUnlimited(amount)
    ? { label, value: t.unlimited, tone: 'danger' }
    : { label, value: tokenAmount(amount, info) }
}

const LAST_SECOND = 253402300799n // 9999-12-31T23:59:59Z

/** A Unix time in seconds as "2026-11-28 00:15 UTC"; far-future times (max uint48 and up) read "Never". */
export function timeValue(seconds: bigint, t: FrameTexts): string {
  if (seconds > LAST_SECOND) return t.never
  return `${new Date(Number(seconds) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}
