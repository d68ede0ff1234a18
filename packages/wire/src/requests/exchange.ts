import * as z from 'zod/mini'
import { EXCHANGE_BUY_STATUSES } from '../exchange.js'

// The params of the Pay methods, checked strictly by the cloud. The hosted kit's client sends exactly
// these shapes (AppKit 1.7's Pay package), so its requests pass unchanged.

/** The largest page number the cloud serves. Pages are 0-based: the hosted kit asks for page 0 first. */
export const MAX_EXCHANGE_PAGE = 1_000

/** A CAIP-19 asset: `eip155:1/erc20:0x…`, `eip155:1/slip44:60`, `solana:…/token:…`, `solana:…/slip44:501`. */
export const caip19Schema = z
  .string()
  .check(
    z.maxLength(160),
    z.regex(
      /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}\/[-a-z0-9]{3,8}:[-.%a-zA-Z0-9]{1,128}$/,
      'expected a CAIP-19 asset such as eip155:1/erc20:0x…',
    ),
  )

/** A CAIP-10 account of any namespace: `eip155:1:0x…`, `solana:…:…`. */
export const caip10AccountSchema = z
  .string()
  .check(
    z.maxLength(160),
    z.regex(
      /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/,
      'expected a CAIP-10 account such as eip155:1:0x…',
    ),
  )

/** `reown_getExchanges` params. */
export const getExchangesParamsSchema = z.looseObject({
  page: z.int().check(z.minimum(0, 'must be 0 or more'), z.maximum(MAX_EXCHANGE_PAGE, 'is too large')),
  asset: z.optional(caip19Schema),
  amount: z.optional(z.union([z.string().check(z.maxLength(80)), z.number()])),
})
export type GetExchangesParams = z.input<typeof getExchangesParamsSchema>

/**
 * A Pay amount in hex, in one of two forms. `0x…`: the asset's smallest unit (10 USDC is `0x989680`).
 * Without the prefix: what the hosted kit's client sends, `Number(amount).toString(16)` of the amount in
 * whole units as the app gave it (10 USDC is `a`, 0.5 is `0.8`), read back to that number by the cloud.
 */
const exchangePayAmountSchema = z
  .string()
  .check(
    z.regex(
      /^(0x[0-9a-fA-F]{1,64}|[0-9a-fA-F]{1,13}(\.[0-9a-fA-F]{1,14})?)$/,
      'expected a hex amount such as 0x989680 (smallest unit) or a (whole units, as the hosted kit sends it)',
    ),
  )

/** `reown_getExchangePayUrl` params (see `exchangePayAmountSchema` for the amount's two forms). */
export const getExchangePayUrlParamsSchema = z.looseObject({
  exchangeId: z.string().check(z.minLength(1), z.maxLength(64)),
  asset: caip19Schema,
  amount: exchangePayAmountSchema,
  recipient: caip10AccountSchema,
})
export type GetExchangePayUrlParams = z.input<typeof getExchangePayUrlParamsSchema>

/** `reown_getExchangeBuyStatus` params. */
export const getExchangeBuyStatusParamsSchema = z.looseObject({
  sessionId: z.string().check(z.minLength(1), z.maxLength(128)),
  exchangeId: z.string().check(z.minLength(1), z.maxLength(64)),
})
export type GetExchangeBuyStatusParams = z.input<typeof getExchangeBuyStatusParamsSchema>

/** A status the cloud may send (its answers are checked against it in its tests). */
export const exchangeBuyStatusSchema = z.enum(EXCHANGE_BUY_STATUSES)
