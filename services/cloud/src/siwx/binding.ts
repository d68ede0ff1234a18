import { isOriginAllowed } from '@foyer/frame'
import { SignInRefusedError } from '../errors.js'
import type { SignInMessage } from './signIn.js'

/** A session lasts at most this long unless the project says otherwise (7 days). */
const DEFAULT_MAX_SESSION_SECONDS = 7 * 24 * 60 * 60
/** How far ahead of the server's clock a message's issuedAt may be (clocks drift a little). */
const ISSUED_AT_SKEW_MS = 5 * 60_000

export interface SignInBindingParameters {
  /** The project's allowed-origin patterns. */
  allowedOrigins: readonly string[]
  /** The request's Origin header, when a browser sent one. */
  origin: string | undefined
  /** The project's longest session in seconds (default DEFAULT_MAX_SESSION_SECONDS). */
  maxSessionSeconds?: number | undefined
  now?: number
}

function originOf(uri: string): string | undefined {
  if (!URL.canParse(uri)) return undefined
  const url = new URL(uri)
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
}

/**
 * Binds a sign-in message to the project and the page that sends it, and says when its session ends.
 * The message's URI must be on one of the project's allowed origins and its domain that URI's host,
 * whether or not an Origin header came (a server can post without one); when one came, it must be the
 * URI's origin too. A message issued in the future (beyond a few minutes of drift) or asking for a
 * session longer than the project allows is refused rather than shortened: the signer saw that time.
 *
 * @throws SignInRefusedError (401) saying which rule the message breaks.
 */
export function checkSignInBinding(message: SignInMessage, parameters: SignInBindingParameters): Date {
  const now = parameters.now ?? Date.now()
  const pageOrigin = originOf(message.uri)
  if (!pageOrigin || !isOriginAllowed(pageOrigin, parameters.allowedOrigins))
    throw new SignInRefusedError("The message's URI is not on one of the project's allowed origins")
  if (new URL(pageOrigin).host !== message.domain.toLowerCase())
    throw new SignInRefusedError("The message's domain is not the host of its URI")
  const origin = parameters.origin
  if (origin !== undefined && origin.toLowerCase() !== pageOrigin)
    throw new SignInRefusedError('The message is for another domain than the page that sends it')
  if (message.issuedAt.getTime() > now + ISSUED_AT_SKEW_MS)
    throw new SignInRefusedError("The message's issuedAt is in the future")
  const maxMs = (parameters.maxSessionSeconds ?? DEFAULT_MAX_SESSION_SECONDS) * 1000
  const expiresAt = message.expirationTime ?? new Date(now + maxMs)
  if (expiresAt.getTime() > now + maxMs)
    throw new SignInRefusedError(
      `The message's expirationTime is later than this project's longest session (${maxMs / 1000} seconds from now)`,
    )
  return expiresAt
}
