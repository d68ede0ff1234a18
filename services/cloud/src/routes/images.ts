import { imageIdSchema } from '@foyer/wire'
import { Hono } from 'hono'
import { type AssetKind, getImage } from '../assets/store.js'
import { NotFoundError } from '../errors.js'
import type { CloudEnv } from '../http/env.js'
import { parseOrThrow } from '../http/validate.js'

// Wallet logos are content-addressed (a new logo gets a new image_id), so they never change.
const WALLET_CACHE = 'public, max-age=31536000, immutable'
// Seeded assets keep their ids across edits; a week is long enough and still lets a change through.
const ASSET_CACHE = 'public, max-age=604800, immutable'

const ROUTES: readonly { path: string; kind: AssetKind; label: string }[] = [
  { path: '/getWalletImage/:id', kind: 'wallet', label: 'Wallet image' },
  { path: '/public/getAssetImage/:id', kind: 'asset', label: 'Asset image' },
  { path: '/public/getCurrencyImage/:id', kind: 'currency', label: 'Currency image' },
  { path: '/public/getTokenImage/:id', kind: 'token', label: 'Token image' },
]

/** Image endpoints: bytes with their content type, an ETag (304 on If-None-Match) and long caching. */
export const imageRoutes = new Hono<CloudEnv>()

for (const route of ROUTES) {
  imageRoutes.get(route.path, async (c) => {
    let id = parseOrThrow(imageIdSchema, c.req.param('id'), 'id')
    // Network asset ids are stored as `eip155-31337`; accept the CAIP-2 spelling too.
    if (route.kind === 'asset') id = id.replace(':', '-')
    const image = await getImage(c.get('db'), route.kind, id)
    if (!image) throw new NotFoundError(route.label)
    const headers = new Headers({
      ETag: image.etag,
      'Cache-Control': route.kind === 'wallet' ? WALLET_CACHE : ASSET_CACHE,
      'X-Content-Type-Options': 'nosniff',
    })
    // An SVG opened directly must not run scripts in our origin.
    if (image.contentType === 'image/svg+xml') {
      headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    }
    const ifNoneMatch = c.req.header('if-none-match')
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === image.etag)) {
      return new Response(null, { status: 304, headers })
    }
    headers.set('Content-Type', image.contentType)
    headers.set('Content-Length', String(image.bytes.byteLength))
    // Both drivers return bytes over a plain ArrayBuffer.
    return new Response(image.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers })
  })
}
