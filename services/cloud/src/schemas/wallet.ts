import { z } from 'zod'
import { caip2Schema, walletIdSchema } from './ids.js'

/** How a wallet injects itself into the page, per namespace (e.g. eip155 + the EIP-6963 rdns). */
export const injectedSchema = z.object({ namespace: z.string(), injected_id: z.string() })

export const badgeTypeSchema = z.enum(['none', 'certified'])

/** One wallet listing as `/getWallets` returns it (the hosted explorer API's wire format). */
export const walletSchema = z.object({
  id: walletIdSchema,
  name: z.string(),
  homepage: z.string(),
  image_id: z.string(),
  /** Absolute URL of the logo (`/getWalletImage/{image_id}`), usable directly in an img tag. */
  image_url: z.url(),
  order: z.number().int(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  app_store: z.string().nullable(),
  play_store: z.string().nullable(),
  rdns: z.string().nullable(),
  chains: z.array(caip2Schema),
  injected: z.array(injectedSchema).nullable(),
  badge_type: badgeTypeSchema,
})
export type Wallet = z.infer<typeof walletSchema>

/** `GET /getWallets` response: `count` is the total matching before paging. */
export const getWalletsResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  data: z.array(walletSchema),
})
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>
