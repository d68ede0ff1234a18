// What the frame posts of a WebAuthn credential, checked by the route table's schemas that the frame's
// calls are typed by (`@foyer/frame/secure-site`).
export type { AuthenticationResponse, RegistrationResponse } from '@foyer/frame/secure-site'

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
