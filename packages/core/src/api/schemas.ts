import * as z from 'zod/mini'

// The client's own view of the directory's wire format: only what the modal reads, lenient where
// the directory may leave fields out, so a newer directory does not break older clients.
const optionalText = z.optional(z.nullable(z.string()))

/** One wallet of `GET /getWallets` (§3). */
const walletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  homepage: optionalText,
  image_id: optionalText,
  image_url: optionalText,
  order: z.optional(z.number()),
  mobile_link: optionalText,
  desktop_link: optionalText,
  webapp_link: optionalText,
  app_store: optionalText,
  play_store: optionalText,
  rdns: optionalText,
  chains: z.optional(z.array(z.string())),
})

/** `GET /getWallets` answer. */
export const walletsPageSchema = z.object({
  count: z.number().check(z.int(), z.minimum(0)),
  data: z.array(walletSchema),
})
