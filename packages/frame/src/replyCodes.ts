import type { ErrorMessage, ErrorMessageParams, FoyerErrorMessageId } from '@foyer/errors'
import { FRAME_MESSAGES, FrameError } from './errors.js'

// The secure site's refusals carry a code beside their English text so the page can show them in the
// visitor's language. The page loads this table with the frame (core imports @foyer/frame lazily), and
// the secure site types its codes with it, so a code it sends without an entry here is a deliberate one.

/** The message id the page shows for each code, with the values the id's placeholders need. */
export const FRAME_REPLY_MESSAGES = {
  INVALID_OTP: { id: 'errorEmbeddedCodeInvalid' },
  OTP_EXPIRED: { id: 'errorEmbeddedCodeExpired' },
  OTP_ATTEMPTS: { id: 'errorEmbeddedCodeAttempts' },
  OTP_LOCKED: { id: 'errorEmbeddedCodeLocked', params: ['seconds'] },
  RATE_LIMITED: { id: 'errorEmbeddedRateLimited', params: ['seconds'] },
  CODE_IN_FRAME: { id: 'errorEmbeddedCodeInFrame' },
  EXPORT_HELD: { id: 'errorEmbeddedExportHeld', params: ['until'] },
  PASSKEY_UNKNOWN: { id: 'errorEmbeddedPasskeyUnknown' },
  PASSKEY_REFUSED: { id: 'errorEmbeddedPasskeyRefused' },
  PASSKEY_REQUIRED: { id: 'errorEmbeddedPasskeyRequired' },
  PASSKEY_LAST: { id: 'errorEmbeddedPasskeyLast' },
  PASSKEY_UNAVAILABLE: { id: 'errorEmbeddedPasskeyUnavailable' },
  COOLDOWN: { id: 'errorEmailCooldown', params: ['seconds'] },
  NO_EMAIL: { id: 'errorEmbeddedNoEmail' },
  SESSION_EXPIRED: { id: 'errorEmbeddedSessionExpired' },
  INVALID_PROJECT: { id: 'errorEmbeddedInvalidProject' },
  ORIGIN_NOT_ALLOWED: { id: 'errorEmbeddedOriginNotAllowed' },
  INTERNAL: { id: 'errorUnknown' },
  DEVICE_NOT_APPROVED: { id: 'errorEmbeddedDeviceNotApproved' },
  UNREACHABLE: { id: 'errorEmbeddedUnreachable' },
  HTTP_STATUS: { id: 'errorHttpStatus', params: ['status'] },
  ACTION_NOT_ALLOWED: { id: 'errorEmbeddedActionNotAllowed' },
  RPC_NOT_ALLOWED: { id: 'rpcNotAllowed' },
  CHAIN_NOT_SUPPORTED: { id: 'errorChainNotSupported' },
  USER_REJECTED: { id: 'errorUserRejected' },
  SOCIAL_NOT_CONFIGURED: { id: 'errorEmbeddedSocialNotConfigured', params: ['provider'] },
  SOCIAL_UNAVAILABLE: { id: 'errorEmbeddedSocialUnavailable', params: ['provider'] },
  SOCIAL_BAD_RESULT: { id: 'errorEmbeddedSocialBadResult' },
  SOCIAL_EXPIRED: { id: 'errorEmbeddedSocialExpired' },
  SOCIAL_CANCELLED: { id: 'errorEmbeddedSocialCancelled' },
  SOCIAL_FAILED: { id: 'errorEmbeddedSocialFailed', params: ['provider', 'reason'] },
  FARCASTER_UNAVAILABLE: { id: 'errorEmbeddedFarcasterUnavailable' },
  FARCASTER_EXPIRED: { id: 'errorEmbeddedFarcasterExpired' },
  FARCASTER_FAILED: { id: 'errorEmbeddedFarcasterFailed', params: ['reason'] },
  FARCASTER_REPLACED: { id: 'errorEmbeddedFarcasterReplaced' },
  SAME_EMAIL: { id: 'errorEmbeddedSameEmail' },
  EMAIL_IN_USE: { id: 'errorEmbeddedEmailInUse' },
  NO_UPDATE: { id: 'errorEmbeddedNoEmailUpdate' },
  PRIMARY_NOT_CONFIRMED: { id: 'errorEmbeddedConfirmCurrentEmail' },
  SMART_ACCOUNT_UNSUPPORTED: { id: 'smartAccountUnsupported' },
} as const satisfies Record<string, { id: FoyerErrorMessageId; params?: readonly string[] }>

/**
 * Codes the page shows by their text: the secure site's API refusing a request its own frame should
 * never make (wrong origin, device secret, body), whose texts name fields for developers, and an RPC
 * failure in a chain's or library's own wording.
 */
type FrameTextOnlyCode =
  | 'FORBIDDEN'
  | 'BAD_DEVICE'
  | 'TOO_LARGE'
  | 'BAD_JSON'
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'RPC_ERROR'
  // Device mode (keys the server cannot use alone): the frame signs such a wallet's requests itself and
  // shows these on its own card, so its page never gets them; a direct call to the API does.
  | 'KEY_ON_DEVICE'
  | 'DEVICE_KEY_REFUSED'
  | 'DEVICE_KEY_LAST'
  | 'PRF_UNAVAILABLE'

/** Every code the secure site sends with a failure. */
export type FrameReplyCode = keyof typeof FRAME_REPLY_MESSAGES | FrameTextOnlyCode

/** What a code looks like on the wire (checked by the frame's schemas). */
export const FRAME_REPLY_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/

/**
 * The message a failure shows: the code's id when the page knows the code and got every value its
 * text needs, else the frame's own text as it is (an older frame sends no code), else 'An error
 * occurred'.
 */
function replyMessageOf(reply: {
  message?: string | undefined
  code?: string | undefined
  params?: ErrorMessageParams | undefined
}): ErrorMessage {
  const table: Record<string, { id: FoyerErrorMessageId; params?: readonly string[] }> = FRAME_REPLY_MESSAGES
  const entry = reply.code && Object.hasOwn(table, reply.code) ? table[reply.code] : undefined
  const names = entry?.params ?? []
  const values = reply.params ?? {}
  // Only the values the text names: anything else the frame sent stays out of state.
  if (entry && names.every((name) => Object.hasOwn(values, name)))
    return names.length === 0
      ? { id: entry.id }
      : { id: entry.id, params: Object.fromEntries(names.map((name) => [name, values[name] ?? ''])) }
  return reply.message ? { id: 'text', params: { text: reply.message } } : { id: 'errorUnknown' }
}

/**
 * The page's error for a frame's failure reply. The frame's text stays its `shortMessage`: logs, the
 * server-message alerts and the EIP-1193 provider's codes read that English.
 *
 * @example
 * throw frameReplyError({ message: 'Invalid code. Check the email and try again.', code: 'INVALID_OTP' })
 */
export function frameReplyError(reply: Parameters<typeof replyMessageOf>[0]): FrameError {
  const { id, params } = replyMessageOf(reply)
  return new FrameError('FRAME_REQUEST_FAILED', reply.message || FRAME_MESSAGES.errorWithoutMessage, {
    messageId: id,
    messageParams: params,
  })
}
