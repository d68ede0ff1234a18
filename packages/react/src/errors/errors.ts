import { BaseError } from '@foyer/core'

export type FoyerProviderNotFoundErrorType = FoyerProviderNotFoundError & {
  name: 'FoyerProviderNotFoundError'
}
/** A hook or component ran outside `<FoyerProvider>` (a developer's error); the app must wrap its tree in one. */
export class FoyerProviderNotFoundError extends BaseError {
  override name = 'FoyerProviderNotFoundError'
  constructor() {
    super('INVALID_OPTION', '`useFoyer` must be used within `<FoyerProvider>`', {
      details: 'Wrap the component tree in <FoyerProvider foyer={createFoyer(...)}>.',
    })
  }
}

export type InvalidParameterErrorType = InvalidParameterError & { name: 'InvalidParameterError' }
/** A prop or argument given to @foyer/react failed validation (a developer's error); `parameter` names it. */
export class InvalidParameterError extends BaseError {
  override name = 'InvalidParameterError'
  readonly parameter: string
  constructor(parameter: string, problem: string) {
    super('INVALID_OPTION', `Invalid parameter "${parameter}": ${problem}`, { details: problem })
    this.parameter = parameter
  }
}
