import { z } from 'zod'
import { caip2Schema, walletIdSchema } from './ids.js'
import { badgeTypeSchema } from './wallet.js'

/** Wallet list page size the modal uses (§9). */
export const DEFAULT_ENTRIES = 40
/** Largest page `/getWallets` serves. */
export const MAX_ENTRIES = 100
/** Search returns at most this many wallets in total (§9). */
export const MAX_SEARCH_RESULTS = 100

function integerParam(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
}

function commaList(item: z.ZodString, max: number) {
  return z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(max, `at most ${max} values`))
}

/**
 * `GET /getWallets` query values as they arrive (strings) and what they parse to. Unknown keys
 * (projectId, st, sv, sf, sa, ...) pass through untouched.
 */
export const getWalletsQuerySchema = z.looseObject({
  page: integerParam(1, 1_000_000).default(1),
  entries: integerParam(1, MAX_ENTRIES).default(DEFAULT_ENTRIES),
  include: commaList(walletIdSchema, 500).optional(),
  exclude: commaList(walletIdSchema, 500).optional(),
  chains: commaList(caip2Schema, 100).optional(),
  search: z
    .string()
    .max(100, 'at most 100 characters')
    .transform((raw) => raw.trim())
    .optional(),
  badge_type: badgeTypeSchema.optional(),
})
export type GetWalletsQueryInput = z.input<typeof getWalletsQuerySchema>
export type GetWalletsQuery = z.output<typeof getWalletsQuerySchema>

/** SDK values every GET may carry, as query values (current API) or x-* headers (older clients). */
export const sdkParamsSchema = z.object({
  projectId: z.string().optional(),
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
})
