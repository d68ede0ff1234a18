/** Chain families the modal knows. */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos'

/** CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** A network the app requests. Shaped like viem's `Chain` plus the CAIP fields. */
export interface CaipNetwork {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } | undefined }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  /**
   * The network's image. `imageUrl` (your own asset, any URL an img tag takes) wins and is the only one
   * `<NetworkButton/>` shows on the page, which asks no service before the visitor acts (without it the
   * button shows a generic inline glyph). Inside the modal, without `imageUrl`, `imageId` names an image
   * on `apiUrl`'s asset store (`/public/getAssetImage/{imageId}`), and without either the store's default
   * for the chain (`eip155-1` for `eip155:1`) is tried; a missing image falls back to the glyph.
   *
   * @example
   * toCaipNetwork(mainnet, { assets: { imageUrl: '/networks/ethereum.svg' } })
   */
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
  testnet?: boolean | undefined
}
