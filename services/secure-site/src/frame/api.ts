// The frame's calls to its own server. Same origin only: the dApp's page cannot read these answers.
import { type FrameReplyCode, FrameReplyError, RPC_NOT_ALLOWED_MESSAGE } from '@foyer/frame'
import type { SecureSitePath, SecureSiteRequest, SecureSiteResponse } from '@foyer/frame/secure-site'

import { type FrameStorage, SESSION_KEY_PREFIX } from './storage.js'

const DEVICE_KEY = 'foyer-secure:device'

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * This browser's device secret: random, kept in the secure site's own storage (in memory where the
 * browser denies it, so a new one per page), sent on every call.
 */
export function deviceSecret(storage: FrameStorage): string {
  let secret = storage.get(DEVICE_KEY)
  if (!secret || !/^[0-9a-f]{64}$/.test(secret)) {
    secret = hex(crypto.getRandomValues(new Uint8Array(32)))
    storage.set(DEVICE_KEY, secret)
  }
  return secret
}

/** The session token of the page at `origin`, beside the device secret it is bound to. */
export const sessionStore = (storage: FrameStorage, origin: string) => ({
  get: () => storage.get(`${SESSION_KEY_PREFIX}${origin}`),
  set: (token: string | undefined) => storage.set(`${SESSION_KEY_PREFIX}${origin}`, token || undefined),
})

export interface ApiContext {
  projectId: string
  /** The embedding page's origin, checked by the server against the project's list. */
  origin: string
  device: string
}

/** A call of the secure site's API with the frame's context: path, body and answer typed by the route table. */
export type SecureSiteCall = <P extends SecureSitePath>(
  path: P,
  body: SecureSiteRequest<P>,
) => Promise<SecureSiteResponse<P>>

/**
 * POSTs to the secure site's API (`path` names a route of `@foyer/frame/secure-site`'s table, which the
 * server checks `body` with and whose answer type it returns). A refusal becomes a FrameReplyError with the server's code, text and
 * values, which the page shows ('Invalid code...', in the visitor's language by its code); a network
 * failure says the wallet could not be reached.
 */
export async function api<P extends SecureSitePath>(
  context: ApiContext,
  path: P,
  body: SecureSiteRequest<P>,
): Promise<SecureSiteResponse<P>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-foyer-device': context.device },
      body: JSON.stringify({ ...body, projectId: context.projectId, origin: context.origin }),
    })
  } catch {
    throw new FrameReplyError(
      'The secure wallet could not be reached. Check your connection and try again.',
      {
        code: 'UNREACHABLE',
      },
    )
  }
  const data = (await response.json().catch(() => undefined)) as
    | { error?: { message?: unknown; code?: unknown; params?: unknown } }
    | undefined
  if (!response.ok) {
    const { message, code, params } = data?.error ?? {}
    if (typeof message === 'string' && message)
      // The frame host checks the code and values against the protocol's schema before they leave.
      throw new FrameReplyError(message, {
        code: typeof code === 'string' ? (code as FrameReplyCode) : undefined,
        ...(params && typeof params === 'object'
          ? { params: params as Record<string, string | number> }
          : {}),
      })
    throw new FrameReplyError(`HTTP status code: ${response.status}`, {
      code: 'HTTP_STATUS',
      params: { status: response.status },
    })
  }
  return data as SecureSiteResponse<P>
}

/**
 * An RPC refusal of the server as the page gets it: the secure site's own refusals by code; a chain's
 * or viem's wording (or a malformed call's) is foreign text, sent as `RPC_ERROR` and shown as it is.
 */
export function rpcReplyError(error: { code: number; message: string }): FrameReplyError {
  const code: FrameReplyCode =
    error.code === 4200 && error.message === RPC_NOT_ALLOWED_MESSAGE
      ? 'RPC_NOT_ALLOWED'
      : error.code === 4901 && error.message === 'Chain is not supported'
        ? 'CHAIN_NOT_SUPPORTED'
        : 'RPC_ERROR'
  return new FrameReplyError(error.message, { code })
}
