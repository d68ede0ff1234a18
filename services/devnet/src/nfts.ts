/** A Foyer Punks token the deploy script mints to test account 0. */
export interface DevnetNft {
  readonly tokenId: bigint
  readonly name: string
  readonly description: string
  readonly color: string
  /** True for the one token a later service flags as spam. */
  readonly spam: boolean
}

/** Id of the Foyer Punks token meant to be flagged as spam (also owned by test account 0). */
export const spamNftTokenId = 666n

/** The ERC-721 collection deployed on both chains. */
export const foyerPunksCollection = { name: 'Foyer Punks', symbol: 'FPUNK' } as const

/** Tokens minted to test account 0, in mint order. */
export const devnetNfts = [
  { tokenId: 1n, name: 'Foyer Punk #1', description: 'A punk in violet.', color: '#5b4cf0', spam: false },
  { tokenId: 2n, name: 'Foyer Punk #2', description: 'A punk in teal.', color: '#0f9d8a', spam: false },
  { tokenId: 3n, name: 'Foyer Punk #3', description: 'A punk in amber.', color: '#e59a12', spam: false },
  {
    tokenId: spamNftTokenId,
    name: 'Claim 10,000 USDC Reward',
    description: 'Visit a site to claim your airdrop. (Spam test token: wallets should hide it.)',
    color: '#d11a2a',
    spam: true,
  },
] as const satisfies readonly DevnetNft[]

/** The token URI stored on-chain: a data: URI of JSON metadata whose image is an inline SVG. */
export function nftTokenUri(nft: DevnetNft): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
    `<rect width="256" height="256" fill="${nft.color}"/>` +
    '<circle cx="128" cy="112" r="56" fill="#fff"/>' +
    '<rect x="92" y="96" width="24" height="12" fill="#111"/><rect x="140" y="96" width="24" height="12" fill="#111"/>' +
    `<text x="128" y="220" font-size="28" text-anchor="middle" fill="#fff">#${nft.tokenId}</text></svg>`
  const metadata = {
    name: nft.name,
    description: nft.description,
    image: `data:image/svg+xml;base64,${btoa(svg)}`,
    attributes: [{ trait_type: 'Color', value: nft.color }],
  }
  return `data:application/json;base64,${btoa(JSON.stringify(metadata))}`
}
