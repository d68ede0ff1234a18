// The frame's calls to its own server. Same origin only: the dApp's page cannot read these answers.
import { type FrameReplyCode, FrameReplyError, RPC_NOT_ALLOWED_MESSAGE } from '@foyer/frame'

const DEVICE_KEY = 'foyer-secure:device'
const SESSION_KEY = 'foyer-secure:session'

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** This browser's device secret: random, kept in the secure site's own storage, sent on every call. */
export function deviceSecret(storage: Storage | undefined): string {
  let secret = storage?.getItem(DEVICE_KEY) ?? undefined
  if (!secret || !/^[0-9a-f]{64}$/.test(secret)) {
    secret = hex(crypto.getRandomValues(new Uint8Array(32)))
    storage?.setItem(DEVICE_KEY, secret)
  }
  return secret
}

/**
 * The session token in the frame's storage. Where the browser gives the frame no storage (third-party
 * storage blocked) it lives as long as the frame: a client that does not hand the token back (the
 * hosted kit's) stays signed in for the page's visit.
 */
export const sessionStore = (storage: Storage | undefined) => {
  let memory: string | undefined
  return {
    get: () => (storage ? (storage.getItem(SESSION_KEY) ?? undefined) : memory),
    set: (token: string | undefined) => {
      memory = token
      if (token) storage?.setItem(SESSION_KEY, token)
      else storage?.removeItem(SESSION_KEY)
    },
  }
}

export interface ApiContext {
  projectId: string
  /** The embedding page's origin, checked by the server against the project's list. */
  origin: string
  device: string
}

/**
 * POSTs to the secure site's API. A refusal becomes a FrameReplyError with the server's code, text and
 * values, which the page shows ('Invalid code...', in the visitor's language by its code); a network
 * failure says the wallet could not be reached.
 */
export async function api<T>(
  context: ApiContext,
  path: string,
  body: Record<string, unknown> = {},
): Promise<T> {
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
  return data as T
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
