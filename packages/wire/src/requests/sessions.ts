import * as z from 'zod/mini'

// A signature's encoding is its chain's (0x hex, base58, base64): the cloud checks it once the message names the chain.
const signatureSchema = z.string().check(z.minLength(1), z.maxLength(20_000))

/** `POST /v1/sessions` body: the signed EIP-4361 / CAIP-122 message. */
export const signInBodySchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(4096)),
  signature: signatureSchema,
})
export type SignInBody = z.input<typeof signInBodySchema>

/** `GET /v1/sessions/{address}` query. */
export const sessionsQuerySchema = z.object({
  chainId: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^(eip155:\d{1,12}|solana:[-_a-zA-Z0-9]{1,32}|bip122:[0-9a-f]{32})$/,
          'must be eip155:<id>, solana:<reference> or bip122:<reference>',
        ),
      ),
  ),
})

/** `POST /v1/sessions/{address}/revoke` body: the session's id, and without its token the address's signature. */
export const revokeSessionBodySchema = z.object({
  pci: z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be a session id')),
  signature: z.optional(signatureSchema),
})
export type RevokeSessionBody = z.input<typeof revokeSessionBodySchema>
