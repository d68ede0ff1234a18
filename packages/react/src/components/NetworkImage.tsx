import { type CaipNetwork, isUnsupportedNetwork, networkImageUrl } from '@foyer/core'
import { useFoyerInstance } from '../hooks/useFoyerContext.js'
import { ItemIcon } from './ItemIcon.js'
import { NetworkGlyph } from './icons.js'

/**
 * A network's image inside the modal (the visitor has acted): the app's `assets.imageUrl`, else the
 * service's image for `assets.imageId` or the chain's default, else (none, or it fails) the inline glyph.
 * Decorative: the name is always shown next to it.
 */
export function NetworkImage({ network, name }: { network: CaipNetwork | undefined; name: string }) {
  const foyer = useFoyerInstance()
  // The placeholder for a network the app did not request has no image of its own: no guess at one either.
  const imageUrl =
    network && !isUnsupportedNetwork(network) ? networkImageUrl(foyer.options, network) : undefined
  return <ItemIcon name={name} imageUrl={imageUrl} fallback={<NetworkGlyph />} round />
}
