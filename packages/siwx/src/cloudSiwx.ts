import type { CloudSiwxState, createCloudClient } from './cloudClient.js'
import type { SIWXConfig } from './types.js'

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
type CloudClient = ReturnType<typeof createCloudClient>

export interface CloudSiwxOptions {
  /** The cloud API (services/cloud, or a hosted one speaking the same calls). */
  apiUrl: string
  projectId: string
  statement?: string | undefined
  required?: boolean | undefined
  domain?: string | undefined
  uri?: string | undefined
  fetch?: typeof fetch | undefined
  /** Where the id of this browser's session is noted (never its token); default localStorage. */
  storage?: StorageLike | undefined
}

/**
 * Sign-in checked by the server: the nonce comes from the cloud, which verifies the signed message (EVM on
 * the chain: EOAs, ERC-1271 and ERC-6492 smart accounts; Solana by ed25519; Bitcoin by BIP-322) and keeps
 * the session. The browser holds it
 * as an HttpOnly cookie (and, until the page reloads, a bearer token) that the app's backend checks
 * with `GET /v1/sessions/me`. A session signed in another browser does not count here: each browser
 * signs in itself. The page carries this config only; the calls load with the first one.
 *
 * @example
 * const siwx = createCloudSiwx({ apiUrl: 'http://localhost:4000', projectId, required: true })
 */
export function createCloudSiwx(options: CloudSiwxOptions): SIWXConfig & {
  /** The bearer token of the session added in this page, for the app's own backend calls. */
  token(): string | undefined
} {
  const state: CloudSiwxState = { token: undefined }
  let client: Promise<CloudClient> | undefined
  // A failed import (a deploy replaced the chunk, the network blinked) is tried again on the next call.
  const call = () =>
    (client ??= import('./lazy.js')
      .then((lazy) => lazy.loadCloudClient())
      .then(
        (loaded) => loaded.createCloudClient(options, state),
        (error: unknown) => {
          client = undefined
          throw error
        },
      ))
  /** The client's method `name`, called once the client has loaded. */
  const later = <K extends keyof CloudClient>(name: K) =>
    (async (...args: unknown[]) =>
      ((await call())[name] as (...args: unknown[]) => Promise<unknown>)(...args)) as CloudClient[K]
  return {
    createMessage: later('createMessage'),
    addSession: later('addSession'),
    setSessions: later('setSessions'),
    revokeSession: later('revokeSession'),
    getSessions: later('getSessions'),
    getRequired: () => options.required ?? false,
    token: () => state.token,
  }
}
