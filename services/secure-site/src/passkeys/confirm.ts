import { isSafeRpcMethod } from '@foyer/frame'
import { MAX_PASSKEY_GRACE_S } from '@foyer/frame/secure-site'
import { ApiError, type SecureSiteDeps } from '../http/context.js'
import { SMART_ACCOUNT_READS } from '../rpc/smartAccountRpc.js'
import type { User } from '../store/users.js'
import { deviceKeysOf } from './deviceKeys.js'
import { requestChallenge } from './passkeyStore.js'
import { verifyAssertion } from './relyingParty.js'
import type { AuthenticationResponse } from './schemas.js'

/** Plain message signatures: the only requests an app's `passkeyGrace` may let through unconfirmed. */
const MESSAGE_METHODS: ReadonlySet<string> = new Set(['personal_sign', 'eth_signTypedData_v4'])
/** Reads the server answers itself; everything else that is not a chain read signs or is refused. */
const OWN_READS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'eth_accounts',
  'eth_requestAccounts',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
])

/** What an export's assertion commits to (not an RPC method: no page can ask for it by name). */
export const EXPORT_REQUEST = { method: 'foyer_exportPrivateKey', params: null, chainId: 0 } as const

/** Whether `method` signs, sends or could: once a wallet has a passkey, these need one. */
export const needsPasskey = (method: string): boolean =>
  !isSafeRpcMethod(method) && !OWN_READS.has(method) && !SMART_ACCOUNT_READS.has(method)

export interface ConfirmedRequest {
  user: User
  device: string
  sessionToken: string
  origin: string
  method: string
  params: unknown
  chainId: number
}

const now = (deps: SecureSiteDeps) => (deps.now ?? Date.now)()

/**
 * Whether this request may go without an assertion: the wallet has no passkey, or a message in its
 * grace. Never in device mode: only the passkey's PRF output opens the key there.
 */
export async function confirmationWaived(deps: SecureSiteDeps, request: ConfirmedRequest): Promise<boolean> {
  if ((await deviceKeysOf(deps).mode(request.user.id)) === 'device') return false
  if (!(await deps.passkeys.hasAny(request.user.id))) return true
  return (
    MESSAGE_METHODS.has(request.method) && (await deps.passkeys.graceUntil(request.sessionToken)) > now(deps)
  )
}

/** The challenge for `request`: a fresh nonce, the commitment to the request stored beside it. */
export const issueConfirmation = (deps: SecureSiteDeps, request: ConfirmedRequest) =>
  deps.passkeys.issue('confirm', request.device, request.user.id, (nonce) =>
    requestChallenge({ ...request, nonce }),
  )

/**
 * Refuses a request of a passkey-protected wallet unless `assertion` signs the challenge made for this
 * exact request (method, params, chain, page origin and the server's nonce), once, by one of the
 * user's passkeys with user verification. A verified message signature opens the app's grace
 * (`graceSeconds`, at most 5 minutes) for the next messages of this session; transactions and export
 * never have one.
 */
export async function requirePasskey(
  deps: SecureSiteDeps,
  request: ConfirmedRequest,
  assertion: AuthenticationResponse | undefined,
  graceSeconds = 0,
): Promise<void> {
  if (await confirmationWaived(deps, request)) return
  if (!assertion) throw new ApiError(403, 'PASSKEY_REQUIRED', 'Confirm this request with your passkey')
  await verifyAssertion(
    deps,
    assertion,
    'confirm',
    request.device,
    request.origin,
    request.user.id,
    (nonce) => requestChallenge({ ...request, nonce }),
  )
  if (MESSAGE_METHODS.has(request.method) && graceSeconds > 0)
    await deps.passkeys.setGrace(
      request.sessionToken,
      now(deps) + Math.min(graceSeconds, MAX_PASSKEY_GRACE_S) * 1000,
    )
}
