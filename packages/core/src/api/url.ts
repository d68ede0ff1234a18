import { SDK_TYPE, SDK_VERSION } from '../constants.js'
import type { ResolvedOptions } from '../instance/resolvedOptions.js'
import type { QueryValue } from './wireQuery.js'

/**
 * A directory-service URL: options.apiUrl + path, with projectId, st (sdk type) and sv (sdk version)
 * first, then the given query values; lists are comma-joined, empty values left out.
 */
export function apiUrl(
  options: Pick<ResolvedOptions, 'apiUrl' | 'projectId'>,
  path: string,
  query: Record<string, QueryValue> = {},
): string {
  const params = new URLSearchParams({ projectId: options.projectId ?? '', st: SDK_TYPE, sv: SDK_VERSION })
  for (const [key, value] of Object.entries(query)) {
    const text = typeof value === 'object' ? value.join(',') : value === undefined ? '' : String(value)
    if (text !== '') params.set(key, text)
  }
  return `${options.apiUrl.replace(/\/+$/, '')}${path}?${params}`
}

/**
 * The URL of a wallet's logo (`GET /getWalletImage/{image_id}`), usable directly in an img tag.
 *
 * @example
 * walletImageUrl({ apiUrl: 'https://api.example.com', projectId: 'p1' }, 'abc-123')
 * // 'https://api.example.com/getWalletImage/abc-123?projectId=p1&st=foyer&sv=…'
 */
export function walletImageUrl(
  options: Pick<ResolvedOptions, 'apiUrl' | 'projectId'>,
  imageId: string,
): string {
  return apiUrl(options, `/getWalletImage/${encodeURIComponent(imageId)}`)
}

/**
 * The URL of an image in the service's asset store (`GET /public/getAssetImage/{imageId}`): network logos.
 *
 * @example
 * assetImageUrl(foyer.options, 'eip155-1') // `${apiUrl}/public/getAssetImage/eip155-1?projectId=…`
 */
export function assetImageUrl(
  options: Pick<ResolvedOptions, 'apiUrl' | 'projectId'>,
  imageId: string,
): string {
  return apiUrl(options, `/public/getAssetImage/${encodeURIComponent(imageId)}`)
}

/**
 * The URL of a token's logo by its symbol (`GET /public/getTokenImage/{symbol}`).
 *
 * @example
 * tokenImageUrl(foyer.options, 'USDC') // `${apiUrl}/public/getTokenImage/USDC?projectId=…`
 */
export function tokenImageUrl(
  options: Pick<ResolvedOptions, 'apiUrl' | 'projectId'>,
  symbol: string,
): string {
  return apiUrl(options, `/public/getTokenImage/${encodeURIComponent(symbol)}`)
}
