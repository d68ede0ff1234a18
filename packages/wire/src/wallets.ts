import * as z from 'zod/mini'
import { listAnswer } from './listAnswer.js'

/** How a wallet injects itself into the page, per namespace (e.g. eip155 + the EIP-6963 rdns). */
export const injectedSchema = z.object({ namespace: z.string(), injected_id: z.string() })

const optionalText = z.optional(z.nullable(z.string()))

/**
 * One wallet of `GET /getWallets` (the hosted explorer API's format). Only id and name are
 * required: the other fields may be missing or null in a directory's answer.
 */
export const walletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  homepage: optionalText,
  image_id: optionalText,
  /** Absolute URL of the logo (`/getWalletImage/{image_id}`). */
  image_url: optionalText,
  order: z.optional(z.number()),
  mobile_link: optionalText,
  desktop_link: optionalText,
  webapp_link: optionalText,
  app_store: optionalText,
  play_store: optionalText,
  rdns: optionalText,
  chains: z.optional(z.array(z.string())),
  injected: z.optional(z.nullable(z.array(injectedSchema))),
  // A string, not the enum: a directory with a new badge must not break older clients.
  badge_type: z.optional(z.string()),
})
export type Wallet = z.infer<typeof walletSchema>

/**
 * `GET /getWallets` answer: `count` is the total matching before paging. Read item by item: a wallet the
 * client cannot read is left out (`dropped`), not the page.
 */
export const getWalletsResponseSchema = listAnswer('data', walletSchema, {
  count: z.number().check(z.int(), z.minimum(0)),
})
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>
