import type { KnownFungible } from '../chains/assets.js'

/** Absolute URL of a fungible's seeded token image (with the project id, so an `<img>` loads it), or ''. */
export function iconUrlBuilder(publicUrl: string, projectId: string) {
  return (fungible: KnownFungible): string =>
    fungible.imageSymbol === undefined
      ? ''
      : `${publicUrl}/public/getTokenImage/${fungible.imageSymbol}?projectId=${projectId}`
}
