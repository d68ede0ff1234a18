import { assetImageUrl } from '../api/url.js'
import type { ResolvedOptions } from '../instance/resolvedOptions.js'
import type { CaipNetwork } from '../types/network.js'

/**
 * The image of a network (its `assets`): the app's own `assets.imageUrl` first; else the service's asset
 * image for `assets.imageId`; else the service's default for the chain, asset id `<namespace>-<id>`
 * (`eip155-1`). The last two are requests to the service: show them only once the visitor has acted
 * (inside the modal), never at page load.
 *
 * @example
 * networkImageUrl(foyer.options, { ...mainnet, assets: { imageUrl: '/eth.svg' } }) // '/eth.svg'
 * networkImageUrl(foyer.options, mainnet) // 'http://localhost:4000/public/getAssetImage/eip155-1?projectId=…'
 */
export function networkImageUrl(
  options: Pick<ResolvedOptions, 'apiUrl' | 'projectId'>,
  network: Pick<CaipNetwork, 'id' | 'chainNamespace' | 'assets'>,
): string {
  if (network.assets?.imageUrl) return network.assets.imageUrl
  return assetImageUrl(options, network.assets?.imageId || `${network.chainNamespace}-${network.id}`)
}
