import type { SwapToken } from '@foyer/core'
import { TokenIcon } from '../../components/TokenIcon.js'

/** The token of one side of the swap, as a button that opens the token list. */
export function SwapTokenButton({
  token,
  label,
  placeholder,
  onClick,
}: {
  token: SwapToken | undefined
  label: string
  placeholder: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className="foyer-button foyer-swap-token"
      data-variant="secondary"
      aria-label={label}
      onClick={onClick}
    >
      {token ? (
        <TokenIcon token={{ name: token.name, symbol: token.symbol, iconUrl: token.logoUri }} />
      ) : null}
      {token ? token.symbol : placeholder}
    </button>
  )
}
