import type { FoyerState } from '@foyer/core'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { iconCss } from '../styles/iconCss.js'
import { useStyle } from '../styles/injectStyle.js'
import { baseCss, themeAttributes } from '../styles/theme.js'
import { ItemIcon } from './ItemIcon.js'
import { NetworkGlyph } from './NetworkGlyph.js'

export interface NetworkButtonProps {
  className?: string | undefined
}

const selectNetwork = (state: FoyerState) => state.caipNetwork

/**
 * The selected network's name and icon; opens the Networks view. The icon is the network's
 * `assets.imageUrl` (the app's own asset) or a generic inline glyph: the button is on the page from
 * load, before the visitor acts, so it asks no service for an image.
 */
export function NetworkButton({ className }: NetworkButtonProps) {
  useStyle('foyer-base-style', baseCss)
  useStyle('foyer-icon-style', iconCss)
  const { foyer, t, prefetch } = useFoyerContext()
  const intent = () => prefetch('Networks')
  const network = useFoyerSelector(selectNetwork)
  const name = network?.name || t('unknownNetwork')
  return (
    <button
      type="button"
      {...themeAttributes(foyer.options)}
      className={className ? `foyer-page-button ${className}` : 'foyer-page-button'}
      aria-haspopup="dialog"
      onPointerEnter={intent}
      onPointerDown={intent}
      onFocus={intent}
      onTouchStart={intent}
      onClick={() => foyer.open({ view: 'Networks' })}
    >
      {/* On the page from load: only the app's own image or the inline glyph, never a service request (the modal's images come once it opens). */}
      <ItemIcon name={name} imageUrl={network?.assets?.imageUrl} fallback={<NetworkGlyph />} round />
      <span>{name}</span>
    </button>
  )
}
