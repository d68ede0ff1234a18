import { type CaipNetwork, networkImageUrl } from '@foyer/core'
import { useFoyerInstance } from '../hooks/useFoyerContext.js'
import { ItemIcon } from './ItemIcon.js'
import { imageMissesOf } from './imageMisses.js'
import { NetworkGlyph } from './NetworkGlyph.js'

/**
 * A network's image inside the modal (the visitor has acted): the app's `assets.imageUrl`, else the
 * service's image for `assets.imageId` or the chain's default, else (none, or it fails) the inline glyph.
 * An image that failed is not asked for again by this instance. Decorative: the name is always shown
 * next to it.
 */
export function NetworkImage({ network, name }: { network: CaipNetwork | undefined; name: string }) {
  const foyer = useFoyerInstance()
  // No RPC URL marks the placeholder for a network the app did not request: no image to guess for it.
  // (Checked here rather than with core's isUnsupportedNetwork, which would split core's CAIP helpers
  // out of the page-load chunk into a chunk of their own.)
  const imageUrl =
    network && network.rpcUrls.default.http.length > 0 ? networkImageUrl(foyer.options, network) : undefined
  return (
    <ItemIcon
      name={name}
      imageUrl={imageUrl}
      fallback={<NetworkGlyph />}
      misses={imageMissesOf(foyer)}
      round
    />
  )
}
