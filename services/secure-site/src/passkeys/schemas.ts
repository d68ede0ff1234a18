import * as z from 'zod'

// What the frame posts of a WebAuthn credential: the browser's own JSON form (PublicKeyCredential's
// toJSON), base64url throughout. The library checks the contents; these bound the sizes.
const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url')

const common = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
}

export const registrationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(24_000),
    transports: z.optional(z.array(z.string().max(32)).max(10)),
  }),
})

export const authenticationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(1000),
    userHandle: z.optional(b64url(200)),
  }),
})

export type RegistrationResponse = z.infer<typeof registrationResponseSchema>
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>

const clientData = (clientDataJSON: string): Record<string, unknown> => {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The challenge the browser signed, read from clientDataJSON (the library checks it again). */
export function challengeOf(clientDataJSON: string): string | undefined {
  const { challenge } = clientData(clientDataJSON)
  return typeof challenge === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(challenge) ? challenge : undefined
}

/** The page a cross-origin frame's credential was made in, as the browser says (none from Safari today). */
export function topOriginOf(clientDataJSON: string): string | undefined {
  const { crossOrigin, topOrigin } = clientData(clientDataJSON)
  if (crossOrigin !== true) return undefined
  return typeof topOrigin === 'string' ? topOrigin : undefined
}
