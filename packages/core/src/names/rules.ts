import { BaseError, type BaseErrorParameters } from '@foyer/errors'
import type { FoyerMessage } from '../messages/types.js'

/** Letters, digits and hyphens only, at least 4 characters. */
const ACCOUNT_NAME_PATTERN = /^[a-zA-Z0-9-]{4,}$/
/** What the register view shows for a name the naming rules do not allow (`nameInvalid`). */
export const INVALID_NAME_MESSAGE = { id: 'nameInvalid' } as const satisfies FoyerMessage
/** An EVM chain's name-registration coin type is its id with this flag (ENSIP-11). */
const COIN_TYPE_FLAG = 0x80000000

/**
 * A name step failed: `messageId` is the text the register view shows (`nameInvalid`,
 * `walletCannotSign`, `errorInvalidChainId`), shortMessage the same in English for developers.
 */
export class AccountNameError extends BaseError {
  override name = 'AccountNameError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('ACCOUNT_NAME', shortMessage, parameters)
  }
}

/**
 * Why `label` cannot be registered (the validation text, by id), or undefined when it can.
 *
 * @example
 * validateAccountName('alice') // undefined: it can be registered
 * validateAccountName('Not ok!') // { id: 'nameInvalid' }
 */
export function validateAccountName(label: string): FoyerMessage | undefined {
  return ACCOUNT_NAME_PATTERN.test(label) ? undefined : INVALID_NAME_MESSAGE
}

/**
 * The coin type a name is registered under for EVM chain `chainId`.
 * @throws AccountNameError 'Invalid chainId' for ids of 2147483648 and above.
 * @example chainIdToCoinType(31337) // 2147514985
 */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= COIN_TYPE_FLAG)
    throw new AccountNameError('Invalid chainId', {
      details: `chain id ${chainId}`,
      messageId: 'errorInvalidChainId',
    })
  return (COIN_TYPE_FLAG | chainId) >>> 0
}
