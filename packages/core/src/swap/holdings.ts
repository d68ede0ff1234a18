import type { TokenBalance } from '../types/portfolio.js'
import type { SwapState, SwapToken } from './types.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export const isNativeToken = (token: Pick<SwapToken, 'address'>) =>
  token.address.toLowerCase().endsWith(NATIVE)

/** The key of an account on a network, as `state.balances.account` names it. */
export const swapAccountKey = (caipNetworkId: string, address: string) =>
  `${caipNetworkId}:${address.toLowerCase()}`

/** The holding of a swap token among the account's balances (the native currency has no address). */
function heldOf(token: SwapToken, holdings: readonly TokenBalance[]): string {
  const native = isNativeToken(token)
  const held = holdings.find((item) =>
    native ? !item.address : item.address?.toLowerCase() === token.address.toLowerCase(),
  )
  return held?.quantity.numeric ?? '0'
}

/** The tokens with the account's balances from `holdings` (the one list the Tokens tab shows too). */
export const withHoldings = (
  tokens: readonly Omit<SwapToken, 'balance'>[] | readonly SwapToken[],
  holdings: readonly TokenBalance[],
): SwapToken[] => tokens.map((token) => ({ ...token, balance: heldOf(token as SwapToken, holdings) }))

/** The form's tokens and list with fresh balances, so Max and the balance check use what is held now. */
export function refreshHoldings(state: SwapState, holdings: readonly TokenBalance[]): Partial<SwapState> {
  const tokens = withHoldings(state.tokens, holdings)
  const same = (token: SwapToken | undefined) => token && tokens.find((t) => t.address === token.address)
  return { tokens, sourceToken: same(state.sourceToken), toToken: same(state.toToken) }
}
