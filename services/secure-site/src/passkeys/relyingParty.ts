import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { ApiError, type SecureSiteDeps } from '../http/context.js'
import type { User } from '../store/users.js'
import type { ChallengePurpose, StoredPasskey } from './passkeyStore.js'
import {
  type AuthenticationResponse,
  challengeOf,
  type RegistrationResponse,
  topOriginOf,
} from './schemas.js'

// The secure site is the relying party: its host is the RP ID, its origin the only origin a
// credential answers for. User verification (the device's PIN or biometrics) is required every time.
const RP_NAME = 'Foyer wallet'

export const passkeyUnknown = () =>
  new ApiError(404, 'PASSKEY_UNKNOWN', 'This passkey is not known to this wallet')
const passkeyRefused = () => new ApiError(403, 'PASSKEY_REFUSED', 'The passkey could not be verified')

const relyingParty = (deps: SecureSiteDeps) => {
  const url = new URL(deps.config.publicUrl)
  return { rpID: url.hostname, origin: url.origin }
}

/** Registration options for a signed-in user: a discoverable credential, verified user, none of theirs again. */
export async function registrationOptions(deps: SecureSiteDeps, user: User, device: string) {
  const existing = await deps.passkeys.ofUser(user.id)
  const challenge = await deps.passkeys.issue('register', device, user.id)
  const name = user.email ?? user.userName ?? user.address
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(deps).rpID,
    userName: name,
    userDisplayName: name,
    userID: new TextEncoder().encode(user.id),
    challenge: Buffer.from(challenge, 'base64url'),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: 120_000,
  })
}

/** What the browser said of the PRF extension at creation: true, false, or null when it said nothing. */
function prfEnabledOf(results: Record<string, unknown>): boolean | null {
  const prf = results.prf as { enabled?: unknown } | undefined
  return typeof prf?.enabled === 'boolean' ? prf.enabled : null
}

/** Checks a new credential against this browser's registration challenge (spent here) and stores it. */
export async function register(
  deps: SecureSiteDeps,
  user: User,
  device: string,
  page: string,
  response: RegistrationResponse,
) {
  const challenge = challengeOf(response.response.clientDataJSON)
  if (!challenge || !(await deps.passkeys.spend(challenge, 'register', device, user.id)))
    throw passkeyRefused()
  // In the page's frame the browser names the page (topOrigin): it must be the one the server checked.
  const top = topOriginOf(response.response.clientDataJSON)
  if (top !== undefined && top !== page) throw passkeyRefused()
  const { rpID, origin } = relyingParty(deps)
  const result = await verifyRegistrationResponse({
    response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => undefined)
  if (!result?.verified || !result.registrationInfo) throw passkeyRefused()
  const { credential } = result.registrationInfo
  const added = await deps.passkeys.add(user.id, {
    id: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    prf: prfEnabledOf(response.clientExtensionResults),
  })
  if (!added) throw new ApiError(409, 'PASSKEY_REFUSED', 'This passkey is already in use')
  return credential.id
}

/** Options for an assertion over `challenge`, limited to `allow` when given (a signed-in user's keys). */
export async function assertionOptions(deps: SecureSiteDeps, challenge: string, allow?: StoredPasskey[]) {
  return generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    challenge: Buffer.from(challenge, 'base64url'),
    userVerification: 'required',
    timeout: 120_000,
    ...(allow
      ? { allowCredentials: allow.map((key) => ({ id: key.id, transports: key.transports as [] })) }
      : {}),
  })
}

/**
 * Verifies an assertion: its challenge must be a live one of this browser for `purpose` (spent here,
 * whatever the outcome), `expected` may check it further (the request it commits to), a frame's
 * assertion must name `page` (the checked page origin) as its top origin, and the credential must be
 * known (and `userId`'s, when given). Returns the credential's owner.
 */
export async function verifyAssertion(
  deps: SecureSiteDeps,
  response: AuthenticationResponse,
  purpose: ChallengePurpose,
  device: string,
  page: string,
  userId: string | null,
  expected?: (nonce: string) => string,
): Promise<string> {
  const challenge = challengeOf(response.response.clientDataJSON)
  const nonce = challenge ? await deps.passkeys.spend(challenge, purpose, device, userId) : undefined
  if (!challenge || nonce === undefined || (expected && expected(nonce) !== challenge)) throw passkeyRefused()
  const passkey = await deps.passkeys.byId(response.id)
  if (!passkey || (userId !== null && passkey.userId !== userId)) throw passkeyUnknown()
  const { rpID, origin } = relyingParty(deps)
  const result = await verifyAuthenticationResponse({
    response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    expectedTopOrigin: page,
    requireUserVerification: true,
    credential: {
      id: passkey.id,
      publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>,
      counter: passkey.counter,
    },
  }).catch(() => undefined)
  if (!result?.verified) throw passkeyRefused()
  await deps.passkeys.used(passkey.id, result.authenticationInfo.newCounter)
  return passkey.userId
}
