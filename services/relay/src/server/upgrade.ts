import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RelayJwtClaims, verifyRelayJwt } from '../auth/verify-jwt.js'
import { RelayAuthError } from '../errors.js'

/** Outcome of checking a websocket upgrade request's `?auth=` token. */
export type UpgradeCheck = { ok: true; claims: RelayJwtClaims } | { ok: false; error: RelayAuthError }

/** Verifies the auth token of `/?auth=<JWT>&projectId=...&ua=...`. */
export function checkUpgrade(request: IncomingMessage, now: number): UpgradeCheck {
  const url = new URL(request.url ?? '/', 'http://relay.invalid')
  const token = url.searchParams.get('auth')
  if (!token) {
    return {
      ok: false,
      error: new RelayAuthError('AUTH_INVALID', 'JWT validation error: missing auth query parameter'),
    }
  }
  try {
    return { ok: true, claims: verifyRelayJwt(token, { now }) }
  } catch (error) {
    if (error instanceof RelayAuthError) return { ok: false, error }
    return {
      ok: false,
      error: new RelayAuthError('AUTH_INVALID', 'JWT validation error: JWT Token is invalid'),
    }
  }
}

/** Answers the upgrade with HTTP 401 and the reason as plain text, then closes the socket. */
export function refuseUpgrade(socket: Duplex, error: RelayAuthError): void {
  const body = error.details ? `${error.shortMessage} (${error.details})` : error.shortMessage
  socket.end(
    'HTTP/1.1 401 Unauthorized\r\n' +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  )
}

/** Answers the upgrade with HTTP 429 (an address opening sockets faster than its quota), then closes. */
export function refuseTooMany(socket: Duplex, perMinute: number): void {
  const body = `Too many connections: at most ${perMinute} per minute from one address`
  socket.end(
    'HTTP/1.1 429 Too Many Requests\r\n' +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      'Retry-After: 60\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  )
}
