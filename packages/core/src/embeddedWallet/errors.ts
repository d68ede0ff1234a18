import { BaseError, type BaseErrorParameters } from '@foyer/errors'

export type EmbeddedWalletErrorType = EmbeddedWalletError & { name: 'EmbeddedWalletError' }
/**
 * The embedded wallet refused or failed a step (a wrong or expired code, the 30 s cooldown, the secure
 * site's frame not loading); `messageId` (with `messageParams`) is the text the view shows.
 */
export class EmbeddedWalletError extends BaseError {
  override name = 'EmbeddedWalletError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('EMBEDDED_WALLET', shortMessage, parameters)
  }
}

/** An email-update code goes into the secure site's own card, never the page's. */
export const codeInFrameError = () =>
  new EmbeddedWalletError('Enter this code in the secure window, never on the page.', {
    messageId: 'errorEmbeddedCodeInFrame',
  })
