import { type TokenBalance, tokenImageUrl } from '@foyer/core'
import { useFoyerInstance } from '../hooks/useFoyerContext.js'
import { ItemIcon } from './ItemIcon.js'

/**
 * A token's logo inside the modal: the icon URL the balance service sent, else the service's image
 * for the symbol (`/public/getTokenImage/{symbol}`), else (or when it fails to load) the name's initial
 * in a circle. Decorative: the symbol is always shown next to it.
 */
export function TokenIcon({ token }: { token: Pick<TokenBalance, 'name' | 'symbol' | 'iconUrl'> }) {
  const foyer = useFoyerInstance()
  const imageUrl = token.iconUrl || (token.symbol ? tokenImageUrl(foyer.options, token.symbol) : undefined)
  return <ItemIcon name={token.name || token.symbol} imageUrl={imageUrl} round />
}
