import * as z from 'zod/mini'
import {
  accountTypeField,
  authenticationResponseSchema,
  chainIdField,
  credentialIdField,
  emailField,
  otpField,
  registrationResponseSchema,
  rpcRequestField,
  sessionTokenField,
  socialProviderField,
  wrappedKeyField,
} from './fields.js'

// Every call the secure site's frame makes to its own server, in one table: the path, the body's
// schema (the server checks the body with it) and the answer's shape (the server's handler must
// return it). The frame's `api()` and the server's `post()` both take their types from here.

/** One route: the body's schema, and the answer's shape as a type only (nothing checks it at run time). */
export interface SecureSiteRoute<Request extends z.ZodMiniType = z.ZodMiniType, Response = unknown> {
  readonly request: Request
  /** Never set: carries the answer's type. */
  readonly response?: Response
}

const route =
  <Response>() =>
  <Request extends z.ZodMiniType>(request: Request): SecureSiteRoute<Request, Response> => ({ request })

type Hex = `0x${string}`
/** An answer with nothing in it: `{}`. */
export type EmptyAnswer = Record<string, never>
/**
 * WebAuthn options in their JSON form (base64url for bytes), as the server's library makes them; the
 * frame hands them to the browser's WebAuthn call.
 */
export type PasskeyOptionsJson = { challenge: string }
export type AccountType = z.infer<typeof accountTypeField>

/** The embedded wallet's user on a chain: the acting account's address first. */
export interface SecureSiteUser {
  email: string | null
  userName: string | null
  chainId: number
  address: string
  accounts: { address: string; type: AccountType }[]
  preferredAccountType: AccountType
  smartAccountDeployed: boolean
}

/** A JSON-RPC answer: the result, or the chain's (or the secure site's) refusal. */
export type RpcAnswer = { result: unknown } | { error: { code: number; message: string } }

/** Whether a request needs a passkey's assertion, with the options for it (and device mode's wrappings). */
export type PasskeyConfirmation =
  | { required: false }
  | {
      required: true
      options: PasskeyOptionsJson
      device?: { salt: string; wraps: Record<string, string>; address: Hex }
    }

/** Where the wallet's key is kept, and which passkeys can (PRF) or do hold a wrapping of it. */
export interface DeviceKeyState {
  mode: 'server' | 'device'
  address: Hex
  passkeys: { id: string; prf: boolean | null; holdsKey: boolean }[]
}

const empty = z.object({})
const session = z.object({ sessionToken: sessionTokenField })
const sessionOnChain = z.object({ sessionToken: sessionTokenField, chainId: chainIdField })
/** The longest grace an app may ask for plain message signatures after a passkey confirmation. */
export const MAX_PASSKEY_GRACE_S = 300
const signedField = z.union([
  z.string().check(z.maxLength(262_144)),
  z.array(z.string().check(z.maxLength(262_144))).check(z.minLength(1), z.maxLength(100)),
])

export const SECURE_SITE_ROUTES = {
  '/api/origins/check': route<{ allowed: boolean }>()(empty),
  '/api/email/connect': route<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>()(z.object({ email: emailField })),
  '/api/email/device': route<{ approved: boolean }>()(z.object({ email: emailField })),
  '/api/email/otp': route<{ sessionToken: string }>()(z.object({ email: emailField, otp: otpField })),
  '/api/session': route<{ isConnected: boolean }>()(session),
  '/api/user': route<SecureSiteUser>()(
    z.object({ sessionToken: sessionTokenField, chainId: z.optional(chainIdField) }),
  ),
  '/api/sign-out': route<EmptyAnswer>()(session),
  '/api/social/redirect': route<{ uri: string }>()(z.object({ provider: socialProviderField })),
  '/api/social/connect': route<{ sessionToken: string }>()(
    z.object({ uri: z.string().check(z.maxLength(4096)) }),
  ),
  '/api/farcaster/uri': route<{ url: string }>()(empty),
  '/api/farcaster/status': route<
    { state: 'pending' } | { state: 'completed'; userName: string; sessionToken: string }
  >()(empty),
  '/api/rpc': route<RpcAnswer>()(
    z.object({
      sessionToken: z.optional(z.union([sessionTokenField, z.literal('')])),
      chainId: chainIdField,
      request: rpcRequestField,
      passkey: z.optional(authenticationResponseSchema),
      passkeyGrace: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_PASSKEY_GRACE_S))),
      signed: z.optional(signedField),
    }),
  ),
  '/api/export/request': route<EmptyAnswer>()(session),
  '/api/export': route<{ privateKey: Hex }>()(
    z.object({
      sessionToken: sessionTokenField,
      otp: otpField,
      passkey: z.optional(authenticationResponseSchema),
    }),
  ),
  '/api/email/update': route<{ action: 'VERIFY_PRIMARY_OTP' }>()(
    z.object({ sessionToken: sessionTokenField, email: emailField }),
  ),
  '/api/email/update/primary': route<{ action: 'VERIFY_SECONDARY_OTP' }>()(
    z.object({ sessionToken: sessionTokenField, otp: otpField }),
  ),
  '/api/email/update/resend': route<EmptyAnswer>()(session),
  '/api/email/update/secondary': route<{ newEmail: string }>()(
    z.object({ sessionToken: sessionTokenField, otp: otpField }),
  ),
  '/api/smart-account/networks': route<{ smartAccountEnabledNetworks: number[] }>()(empty),
  '/api/smart-account/init': route<{ address: string; isDeployed: boolean }>()(sessionOnChain),
  '/api/smart-account/preferred': route<{ type: AccountType; address: string }>()(
    z.extend(sessionOnChain, { type: accountTypeField }),
  ),
  '/api/passkey/list': route<{
    passkeys: { id: string; createdAt: string; lastUsedAt: string | null }[]
  }>()(session),
  '/api/passkey/register/options': route<{ options: PasskeyOptionsJson }>()(session),
  '/api/passkey/register': route<{ id: string }>()(
    z.object({ sessionToken: sessionTokenField, response: registrationResponseSchema }),
  ),
  '/api/passkey/login/options': route<{ options: PasskeyOptionsJson }>()(empty),
  '/api/passkey/login': route<{ sessionToken: string }>()(
    z.object({ response: authenticationResponseSchema }),
  ),
  '/api/passkey/confirm/options': route<PasskeyConfirmation>()(
    z.object({
      sessionToken: sessionTokenField,
      chainId: z.optional(chainIdField),
      request: z.optional(rpcRequestField),
      export: z.optional(z.literal(true)),
    }),
  ),
  '/api/passkey/remove/request': route<EmptyAnswer>()(session),
  '/api/passkey/remove': route<{ removed: true }>()(
    z.object({ sessionToken: sessionTokenField, id: credentialIdField, otp: z.optional(otpField) }),
  ),
  '/api/device-key/state': route<DeviceKeyState>()(session),
  '/api/device-key/options': route<{
    options: PasskeyOptionsJson
    salt: string
    wraps: Record<string, string>
  }>()(
    z.object({
      sessionToken: sessionTokenField,
      action: z.enum(['enable', 'disable', 'wrap']),
      credentialId: z.optional(credentialIdField),
    }),
  ),
  '/api/device-key/unlock': route<{ privateKey: Hex; ticket: string }>()(
    z.object({ sessionToken: sessionTokenField, passkey: authenticationResponseSchema }),
  ),
  '/api/device-key/enable': route<{ mode: 'device' }>()(
    z.object({
      sessionToken: sessionTokenField,
      ticket: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/)),
      credentialId: credentialIdField,
      wrapped: wrappedKeyField,
      recovery: wrappedKeyField,
    }),
  ),
  '/api/device-key/wrap': route<{ wrapped: string }>()(
    z.object({
      sessionToken: sessionTokenField,
      passkey: authenticationResponseSchema,
      wrapped: wrappedKeyField,
      proof: z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/, 'the proof is malformed')),
    }),
  ),
  '/api/device-key/disable': route<{ mode: 'server' }>()(
    z.object({
      sessionToken: sessionTokenField,
      passkey: authenticationResponseSchema,
      privateKey: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'the key is malformed')),
    }),
  ),
  '/api/device-key/recovery': route<{ wrapped: string; address: Hex }>()(session),
} as const satisfies Record<`/api/${string}`, SecureSiteRoute>

export type SecureSiteRoutes = typeof SECURE_SITE_ROUTES
/** A path the frame calls on its server. */
export type SecureSitePath = keyof SecureSiteRoutes
/** What the frame sends to `P` (before the schema's transforms). */
export type SecureSiteRequest<P extends SecureSitePath> = z.input<SecureSiteRoutes[P]['request']>
/** What the server's handler of `P` gets (after the schema's transforms). */
export type SecureSiteBody<P extends SecureSitePath> = z.output<SecureSiteRoutes[P]['request']>
/** What `P` answers. */
export type SecureSiteResponse<P extends SecureSitePath> =
  SecureSiteRoutes[P] extends SecureSiteRoute<z.ZodMiniType, infer R> ? R : never
