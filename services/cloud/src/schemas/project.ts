import { z } from 'zod'

/**
 * An allowed-origin pattern: `scheme://host[:port]` where `*` may stand for the port
 * (`http://localhost:*`) or for leading subdomain labels (`https://*.vercel.app`).
 */
export const originPatternSchema = z
  .string()
  .regex(
    /^(\*|[a-z][a-z0-9+.-]*:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\*|\d{1,5}))?)$/i,
    'expected scheme://host[:port] with an optional * for the port or leading subdomains',
  )

/** `GET /projects/v1/origins` response. */
export const allowedOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
export type AllowedOriginsResponse = z.infer<typeof allowedOriginsResponseSchema>

/** Every error response: `{ message }`, with the exact texts of §8 for 401 and 403. */
export const errorResponseSchema = z.object({ message: z.string() })
export type ErrorResponse = z.infer<typeof errorResponseSchema>
