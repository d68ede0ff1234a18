import * as z from 'zod/mini'
import { FRAME_EVENTS, FRAME_READY, FRAME_SESSION_UPDATE, type FrameEventName } from './events.js'
import { FRAME_LOCALES } from './locales.js'
import { FRAME_REPLY_CODE_PATTERN } from './replyCodes.js'
import { SOCIAL_PROVIDERS } from './socialProviders.js'

// Every message between page and frame is checked against these before anything reads it;
// one that fails is dropped. Shapes follow the hosted kit's frame so either secure site answers.

const chainId = z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.number()])
const otp = z.string().check(z.maxLength(64))
const email = z.email()
const id = z.string().check(z.minLength(1), z.maxLength(64))
const accountType = z.enum(['eoa', 'smartAccount'])

/** The embedded wallet's user as the frame reports it. */
export const userSchema = z.object({
  email: z.optional(z.nullable(email)),
  address: z.string(),
  chainId,
  accounts: z.optional(z.array(z.object({ address: z.string(), type: accountType }))),
  userName: z.optional(z.nullable(z.string())),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(z.string()),
})
export type FrameUser = z.infer<typeof userSchema>

/** An RPC request for the embedded wallet: any method name (the frame answers unknown ones itself). */
export const rpcRequestSchema = z.object({
  method: z.string().check(z.minLength(1), z.maxLength(100)),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
})
export type FrameRpcRequest = z.infer<typeof rpcRequestSchema>

const none = z.optional(z.undefined())

/** Request payloads by event, then success payloads by event. */
export const requestSchemas = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ email }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: z.object({ otp }),
  CONNECT_SOCIAL: z.object({ uri: z.string().check(z.maxLength(4096)) }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: z.optional(
    z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(z.string()) }),
  ),
  GET_SOCIAL_REDIRECT_URI: z.object({
    provider: z.enum(SOCIAL_PROVIDERS),
  }),
  SIGN_OUT: none,
  IS_CONNECTED: z.optional(z.object({ token: z.string() })),
  GET_CHAIN_ID: none,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  INIT_SMART_ACCOUNT: none,
  SET_PREFERRED_ACCOUNT: z.object({ type: z.string() }),
  RPC_REQUEST: rpcRequestSchema,
  UPDATE_EMAIL: z.object({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp }),
  SYNC_THEME: z.object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(
      z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) }),
    ),
    sdkVersion: z.optional(z.string()),
    sdkType: z.optional(z.string()),
    projectId: z.string(),
  }),
  RELOAD: none,
  EXPORT_PRIVATE_KEY: none,
  ADD_PASSKEY: none,
  CONNECT_PASSKEY: none,
  SYNC_LOCALE: z.object({ locale: z.enum(FRAME_LOCALES) }),
} satisfies Record<FrameEventName, z.ZodMiniType>

export const responseSchemas = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: none,
  CONNECT_SOCIAL: userSchema,
  GET_FARCASTER_URI: z.object({ url: z.string() }),
  CONNECT_FARCASTER: z.object({ userName: z.string() }),
  GET_USER: userSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string() }),
  SIGN_OUT: none,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  INIT_SMART_ACCOUNT: z.object({ address: z.string(), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: z.string(), address: z.string() }),
  RPC_REQUEST: z.unknown(),
  // A hosted frame answers with the next code step; this secure site asks for both codes on its own
  // card and answers UPDATED with the new address once the visitor confirmed them.
  UPDATE_EMAIL: z.object({
    action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP', 'UPDATED']),
    newEmail: z.optional(email),
  }),
  UPDATE_EMAIL_PRIMARY_OTP: none,
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: email }),
  SYNC_THEME: none,
  SYNC_DAPP_DATA: none,
  RELOAD: none,
  EXPORT_PRIVATE_KEY: none,
  ADD_PASSKEY: none,
  CONNECT_PASSKEY: userSchema,
  SYNC_LOCALE: none,
} satisfies Record<FrameEventName, z.ZodMiniType>

export type RequestPayload<N extends FrameEventName> = z.infer<(typeof requestSchemas)[N]>
export type ResponsePayload<N extends FrameEventName> = z.infer<(typeof responseSchemas)[N]>

const names = Object.keys(FRAME_EVENTS) as FrameEventName[]

/**
 * A failure's reply: the frame's English text and, from newer frames, a code the page shows in the
 * visitor's language (replyCodes.ts) with the values its text needs. Older frames send the text only.
 */
export const errorPayloadSchema = z.object({
  message: z.optional(z.string()),
  code: z.optional(z.string().check(z.regex(FRAME_REPLY_CODE_PATTERN))),
  params: z.optional(
    z.record(
      z.string().check(z.regex(/^\w{1,32}$/)),
      z.union([z.string().check(z.maxLength(500)), z.number()]),
    ),
  ),
})
export type FrameErrorPayload = z.infer<typeof errorPayloadSchema>

/** A page-to-frame message: `{ type: '@w3m-app/…', payload, id }`. */
export const appEventSchema = z.discriminatedUnion(
  'type',
  names.map((name) =>
    z.strictObject({ type: z.literal(FRAME_EVENTS[name].app), payload: requestSchemas[name], id }),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
)

/** A frame-to-page message: a success or error reply with the request's id, READY or SESSION_UPDATE. */
export const frameEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal(FRAME_READY),
    payload: z.optional(z.object({ version: z.optional(z.string()) })),
  }),
  z.strictObject({ type: z.literal(FRAME_SESSION_UPDATE), payload: z.object({ token: z.string() }) }),
  ...names.flatMap((name) => [
    z.strictObject({ type: z.literal(FRAME_EVENTS[name].success), payload: responseSchemas[name], id }),
    z.strictObject({ type: z.literal(FRAME_EVENTS[name].error), payload: errorPayloadSchema, id }),
  ]),
] as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]])

/** What the page sends: the event name's type, its payload and a fresh id. */
export type AppEvent = {
  [N in FrameEventName]: { type: (typeof FRAME_EVENTS)[N]['app']; payload: RequestPayload<N>; id: string }
}[FrameEventName]

/** What the frame sends. */
export type FrameEvent =
  | { type: typeof FRAME_READY; payload?: { version?: string | undefined } | undefined }
  | { type: typeof FRAME_SESSION_UPDATE; payload: { token: string } }
  | {
      [N in FrameEventName]:
        | { type: (typeof FRAME_EVENTS)[N]['success']; payload: ResponsePayload<N>; id: string }
        | { type: (typeof FRAME_EVENTS)[N]['error']; payload: FrameErrorPayload; id: string }
    }[FrameEventName]

/** The event name a page-to-frame type belongs to (undefined for anything else). */
export function eventNameOfAppType(type: string): FrameEventName | undefined {
  return names.find((name) => FRAME_EVENTS[name].app === type)
}

/** Which request a frame reply answers, and whether it is the success or the error. */
export function replyKindOf(type: string): { name: FrameEventName; ok: boolean } | undefined {
  for (const name of names) {
    if (FRAME_EVENTS[name].success === type) return { name, ok: true }
    if (FRAME_EVENTS[name].error === type) return { name, ok: false }
  }
  return undefined
}
