import * as z from 'zod/mini'
import { rpcRequestSchema } from '../schemas.js'
import { SOCIAL_PROVIDERS } from '../socialProviders.js'

// The fields the secure site's frame sends its own server. The server checks each body with exactly
// these (routes/*.ts name them through the route table), so a message here is what the visitor reads.

export const emailField = z.email('Enter a valid email address').check(z.maxLength(254), z.toLowerCase())
export const otpField = z.string().check(z.regex(/^\d{6}$/, 'The code has 6 digits'))
export const sessionTokenField = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'sessionToken is malformed'))
/** A chain id as a number, or its decimal digits (read as a number). */
export const chainIdField = z.union([
  z.int().check(z.positive()),
  z.pipe(z.string().check(z.regex(/^\d{1,12}$/)), z.transform(Number)),
])
export const credentialIdField = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,1400}$/, 'id is malformed'))
/**
 * A wrapping as the frame makes it: 'v1.' + the AES-GCM IV (12 bytes) + '.' + the sealed 32-byte key
 * and its tag (48 bytes), base64url. The server only checks the shape; it has nothing to open it with.
 */
const WRAPPED_KEY_PATTERN = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{64}$/
export const wrappedKeyField = z.string().check(z.regex(WRAPPED_KEY_PATTERN, 'the wrapped key is malformed'))
export const socialProviderField = z.enum(SOCIAL_PROVIDERS)
export const accountTypeField = z.enum(['eoa', 'smartAccount'])
export { rpcRequestSchema as rpcRequestField }

// What the frame posts of a WebAuthn credential: the browser's own JSON form (PublicKeyCredential's
// toJSON), base64url throughout. The server's WebAuthn library checks the contents; these bound the sizes.
const b64url = (max: number) =>
  z.string().check(z.maxLength(max), z.regex(/^[A-Za-z0-9_-]*$/, 'must be base64url'))

const credential = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
}

export const registrationResponseSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(24_000),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  }),
})

export const authenticationResponseSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(1000),
    userHandle: z.optional(b64url(200)),
  }),
})

/** A new passkey's credential as the browser's JSON gives it (what the server checks). */
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>
/** A passkey's assertion as the browser's JSON gives it (what the server checks). */
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>
