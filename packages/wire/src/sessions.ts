import * as z from 'zod/mini'

// Sign in with a wallet on the cloud (/v1/sessions*, SIWX): nonce, sign-in, the browser's session, revocation.

/** `GET /v1/sessions/nonce` answer: a single-use nonce for the message to sign, and when it expires (ISO 8601). */
export const sessionNonceResponseSchema = z.object({ nonce: z.string(), expiresAt: z.optional(z.string()) })
export type SessionNonceResponse = z.infer<typeof sessionNonceResponseSchema>

/** A verified sign-in as the cloud lists it. */
export const siwxSessionSchema = z.object({
  /** 24 hex characters. */
  id: z.string(),
  address: z.string(),
  /** CAIP-2 id of the chain the message names. */
  chainId: z.string(),
  domain: z.optional(z.string()),
  message: z.string(),
  signature: z.string(),
  /** ISO 8601. */
  issuedAt: z.optional(z.string()),
  expiresAt: z.optional(z.nullable(z.string())),
})
export type SiwxSession = z.infer<typeof siwxSessionSchema>

/** `POST /v1/sessions` answer: the session and its bearer token (also set as an HttpOnly cookie). */
export const signInResponseSchema = z.object({ session: siwxSessionSchema, token: z.string() })
export type SignInResponse = z.infer<typeof signInResponseSchema>

/** `GET /v1/sessions/me` answer: the session of the token or cookie (401 without one). */
export const currentSessionResponseSchema = z.object({ session: siwxSessionSchema })
export type CurrentSessionResponse = z.infer<typeof currentSessionResponseSchema>

/** A session as `GET /v1/sessions/{address}` lists it: anyone may ask, so no message and no signature. */
export const siwxSessionSummarySchema = z.object({
  id: z.string(),
  address: z.string(),
  chainId: z.string(),
  domain: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expiresAt: z.optional(z.nullable(z.string())),
})
export type SiwxSessionSummary = z.infer<typeof siwxSessionSummarySchema>

/** `GET /v1/sessions/{address}` answer: the address's live sessions. */
export const sessionsResponseSchema = z.object({ sessions: z.array(siwxSessionSummarySchema) })
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>

/** `POST /v1/sessions/{address}/revoke` answer. */
export const revokeSessionResponseSchema = z.object({ revoked: z.boolean() })
export type RevokeSessionResponse = z.infer<typeof revokeSessionResponseSchema>
