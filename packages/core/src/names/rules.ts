import { BaseError, type BaseErrorParameters } from '@foyer/errors'

/** §5: letters, digits and hyphens only, at least 4 characters. */
const ACCOUNT_NAME_PATTERN = /^[a-zA-Z0-9-]{4,}$/
/** The text the register view shows for a name §5 does not allow. */
export const INVALID_NAME_MESSAGE =
  'Names may use letters, digits and hyphens only, and need at least 4 characters'
/** §9: an EVM chain's name-registration coin type is its id with this flag (ENSIP-11). */
const COIN_TYPE_FLAG = 0x80000000

/** A name step failed; shortMessage is §8's text ('Error registering name {name}', ...). */
export class AccountNameError extends BaseError {
  override name = 'AccountNameError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('ACCOUNT_NAME', shortMessage, parameters)
  }
}

/** Why `label` cannot be registered (§5's text), or undefined when it can. */
export function validateAccountName(label: string): string | undefined {
  return ACCOUNT_NAME_PATTERN.test(label) ? undefined : INVALID_NAME_MESSAGE
}

/**
 * The coin type a name is registered under for EVM chain `chainId` (§9).
 * @throws AccountNameError 'Invalid chainId' for ids of 2147483648 and above (§5).
 * @example chainIdToCoinType(31337) // 2147514985
 */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= COIN_TYPE_FLAG)
    throw new AccountNameError('Invalid chainId', { details: `chain id ${chainId}` })
  return (COIN_TYPE_FLAG | chainId) >>> 0
}
