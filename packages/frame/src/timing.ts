// How long the page waits for the frame, and which requests wait how: the protocol's timing, apart
// from its wire names (events.ts).
import type { FrameEventName } from './events.js'

/** Requests that wait for the frame without the 20 s readiness limit. */
export const NO_READINESS_TIMEOUT: ReadonlySet<FrameEventName> = new Set([
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'SYNC_LOCALE',
  'SET_PREFERRED_ACCOUNT',
])

/** Requests that fail with 'iframe_request_timeout' after 30 s without a reply. */
export const REQUEST_TIMEOUT_EVENTS: ReadonlySet<FrameEventName> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

/** Timing limits. */
export const FRAME_READY_TIMEOUT_MS = 20_000
export const FRAME_READY_DELAY_MS = 500
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
