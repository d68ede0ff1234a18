import { BaseError } from '@foyer/errors'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants.js'
import { EmbeddedWalletError } from './errors.js'

/** The embedded wallet signs for EVM chains. */
export const EMBEDDED_NAMESPACE = 'eip155'

/** Whole seconds until another email login may start (30 s after the last one), 0 when it may. */
export function cooldownLeftSeconds(lastLoginTime: string | undefined, now: number): number {
  const last = Number(lastLoginTime)
  if (!Number.isFinite(last) || last <= 0 || last > now) return 0
  return Math.max(0, Math.ceil((last + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000))
}

/** The user-facing text for a login tried again too soon, in English for developers. */
export const cooldownMessage = (seconds: number) => `Please try again after ${seconds} seconds`

/** A login tried again too soon: the view says 'Please try again after N seconds'. */
export const cooldownError = (seconds: number) =>
  new EmbeddedWalletError(cooldownMessage(seconds), {
    messageId: 'errorEmailCooldown',
    messageParams: { seconds },
  })

/**
 * Any failure of a step as the typed error the views show: a Foyer error as it is (its message id), a
 * foreign error's own one-line text (shown as it is), else 'An error occurred'.
 */
export function embeddedError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const shortMessage =
    (error as { shortMessage?: unknown } | null)?.shortMessage ??
    (error as { message?: unknown } | null)?.message
  return typeof shortMessage === 'string' && shortMessage
    ? new EmbeddedWalletError(shortMessage, {
        cause: error,
        messageId: 'text',
        messageParams: { text: shortMessage },
      })
    : new EmbeddedWalletError('An error occurred', { cause: error })
}
