import {
  addresses,
  type DevnetChainId,
  devnetNfts,
  foyerPunksCollection,
  nftTokenUri,
  spamNftTokenId,
} from '@foyer/devnet'

/**
 * The service's own spam list: `chainId:contract:tokenId` (contract lower-case). Holds the devnet's
 * Foyer Punks token 666 on both chains.
 */
export const spamNfts: ReadonlySet<string> = new Set(
  (Object.keys(addresses) as unknown as DevnetChainId[]).map(
    (id) => `eip155:${id}:${addresses[id].foyerPunks.toLowerCase()}:${spamNftTokenId}`,
  ),
)

/** True when the NFT is on the service's spam list. */
export function isSpamNft(chainId: string, contract: string, tokenId: string): boolean {
  return spamNfts.has(`${chainId}:${contract.toLowerCase()}:${tokenId}`)
}

function imageOf(tokenUri: string): string {
  const json = JSON.parse(atob(tokenUri.slice(tokenUri.indexOf(',') + 1))) as { image?: unknown }
  return typeof json.image === 'string' ? json.image : ''
}

const previews = new Map(
  devnetNfts.map((nft) => [nft.tokenId.toString(), { name: nft.name, url: imageOf(nftTokenUri(nft)) }]),
)

/** Display name and preview image of an NFT: the devnet's Foyer Punks are known, others get a generic name. */
export function describeNft(
  chainId: string,
  contract: string,
  tokenId: string,
): { name: string; previewUrl: string } {
  const [, reference] = chainId.split(':')
  const known = addresses[Number(reference) as DevnetChainId]
  if (known && known.foyerPunks.toLowerCase() === contract.toLowerCase()) {
    const preview = previews.get(tokenId)
    return preview
      ? { name: preview.name, previewUrl: preview.url }
      : { name: `${foyerPunksCollection.name} #${tokenId}`, previewUrl: '' }
  }
  return { name: `NFT #${tokenId}`, previewUrl: '' }
}
