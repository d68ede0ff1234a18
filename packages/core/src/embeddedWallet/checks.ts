import type { ErrorMessageId } from '@foyer/errors'
import { isOriginAllowed } from '@foyer/frame'
import { allowedOriginsResponseSchema } from '@foyer/wire'
import { ALERTS } from '../alerts/alerts.js'
import { apiGet } from '../api/request.js'
import { ConnectError } from '../errors/errors.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { EmbeddedWalletError } from './errors.js'
import { EMBEDDED_NAMESPACE } from './shared.js'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CODE = /^\d{6}$/

/** The trimmed value when it matches, else EmbeddedWalletError with the text the view shows. */
function checked(value: unknown, pattern: RegExp, message: string, messageId: ErrorMessageId): string {
  if (typeof value !== 'string' || !pattern.test(value.trim()))
    throw new EmbeddedWalletError(message, { messageId })
  return value.trim()
}
export const validEmail = (value: unknown) =>
  checked(value, EMAIL, 'Enter a valid email address', 'emailInvalid')
export const validCode = (value: unknown) => checked(value, CODE, 'Enter the 6-digit code', 'errorOtpInvalid')

/**
 * The page's origin must be on the project's list before the frame is asked for anything.
 * Asked once per flow; a failed ask is asked again next time.
 */
export function createOriginCheck(context: FoyerKernel): () => Promise<void> {
  let originChecked: Promise<void> | undefined
  return () => {
    originChecked ??= apiGet(context, '/projects/v1/origins', {}, allowedOriginsResponseSchema).then(
      ({ allowedOrigins }) => {
        const origin = globalThis.location?.origin
        if (origin && !isOriginAllowed(origin, allowedOrigins)) {
          context.store.setState({ alert: ALERTS.InvalidAppConfiguration })
          throw new ConnectError(EMBEDDED_NAMESPACE, 'Invalid App Configuration', {
            messageId: 'alertInvalidAppConfigurationTitle',
          })
        }
      },
    )
    originChecked.catch(() => {
      originChecked = undefined
    })
    return originChecked
  }
}
