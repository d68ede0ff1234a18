import * as z from 'zod/mini'
import { evmAddressSchema, hexSchema } from './ids.js'

/** The JSON text the wallet signs to register a name: `message` of the registration body. */
export const nameRegistrationMessageSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  attributes: z.optional(z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(1024)))),
  /** Seconds since the epoch. */
  timestamp: z.int().check(z.positive()),
})
export type NameRegistrationMessage = z.input<typeof nameRegistrationMessageSchema>

/** `POST /v1/profile/account` body: the signed registration message and who signed it. */
export const nameRegistrationBodySchema = z.object({
  /** ENSIP-11 coin type of the chain the name is registered for. */
  coin_type: z.int().check(z.minimum(0)),
  address: evmAddressSchema,
  message: z.string().check(z.minLength(1), z.maxLength(4096)),
  signature: hexSchema.check(z.refine((value) => value.length <= 20_000, 'is too long')),
})
export type NameRegistrationBody = z.input<typeof nameRegistrationBodySchema>

/** `GET /v1/profile/suggestions/{name}` query: the zone the client registers in (the service's own when left out). */
export const nameSuggestionsQuerySchema = z.looseObject({
  zone: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
})
