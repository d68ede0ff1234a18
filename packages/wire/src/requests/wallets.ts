import * as z from 'zod/mini'
import { caip2Schema, walletIdSchema } from './ids.js'

/** Wallet list page size the modal uses. */
export const DEFAULT_ENTRIES = 40
/** Largest page `/getWallets` serves. */
export const MAX_ENTRIES = 100
/** Search returns at most this many wallets in total. */
export const MAX_SEARCH_RESULTS = 100

/** The directory's badge filter values. */
export const badgeTypeSchema = z.enum(['none', 'certified'])

function integerParam(min: number, max: number) {
  return z.pipe(
    z.pipe(z.string().check(z.regex(/^-?\d+$/, 'must be an integer')), z.transform(Number)),
    z.int().check(z.minimum(min, `must be at least ${min}`), z.maximum(max, `must be at most ${max}`)),
  )
}

function commaList(item: z.ZodMiniString<string>, max: number) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((raw) =>
        raw
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    ),
    z.array(item).check(z.maxLength(max, `at most ${max} values`)),
  )
}

/**
 * `GET /getWallets` query values as they arrive (strings) and what they parse to. Unknown keys
 * (projectId, st, sv, sf, sa, ...) pass through untouched.
 */
export const getWalletsQuerySchema = z.looseObject({
  page: z._default(integerParam(1, 1_000_000), 1),
  entries: z._default(integerParam(1, MAX_ENTRIES), DEFAULT_ENTRIES),
  include: z.optional(commaList(walletIdSchema, 500)),
  exclude: z.optional(commaList(walletIdSchema, 500)),
  chains: z.optional(commaList(caip2Schema, 100)),
  search: z.optional(
    z.pipe(
      z.string().check(z.maxLength(100, 'at most 100 characters')),
      z.transform((raw) => raw.trim()),
    ),
  ),
  badge_type: z.optional(badgeTypeSchema),
})
export type GetWalletsQuery = z.output<typeof getWalletsQuerySchema>
