import { BaseError } from '@foyer/core'

export type FoyerProviderNotFoundErrorType = FoyerProviderNotFoundError & {
  name: 'FoyerProviderNotFoundError'
}
/** A hook or component ran outside `<FoyerProvider>` (a developer's error); the app must wrap its tree in one. */
export class FoyerProviderNotFoundError extends BaseError {
  override name = 'FoyerProviderNotFoundError'
  constructor() {
    // The fix in the message itself: the page carries one text, no details.
    super('INVALID_OPTION', '`useFoyer` must be used within `<FoyerProvider foyer={createFoyer(...)}>`')
  }
}
