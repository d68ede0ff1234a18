import * as z from 'zod/mini'

// Account names (/v1/profile/*).

/** A registered name as the profile API answers it (`apiVersion=2`): lookup, reverse lookup, registration. */
export const profileNameSchema = z.object({
  name: z.string(),
  /** Seconds since the epoch. */
  registered: z.optional(z.number()),
  updated: z.optional(z.number()),
  /** Per coin type (ENSIP-11), the address and when it was set (ISO 8601). */
  addresses: z.optional(z.record(z.string(), z.object({ address: z.string(), created: z.string() }))),
  attributes: z.optional(z.array(z.record(z.string(), z.string()))),
})
export type ProfileName = z.infer<typeof profileNameSchema>

/** `GET /v1/profile/reverse/{address}` answer: the names of the address. */
export const profileReverseResponseSchema = z.array(profileNameSchema)

/** `GET /v1/profile/suggestions/{name}` answer: the name itself first (registered or not), then free ones. */
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>
