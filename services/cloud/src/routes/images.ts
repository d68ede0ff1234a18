import { imageIdSchema } from '@foyer/wire'
import { Hono } from 'hono'
import { NAMESPACE_IMAGE_IDS } from '../assets/networkImages.js'
import { type AssetKind, getImage, type StoredImage } from '../assets/store.js'
import type { Db } from '../db/types.js'
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

/**
 * A network without an image of its own (`solana-<genesis>`, `cosmos-cosmoshub-4`) gets its chain
 * namespace's, so a client shows a logo instead of asking again for a missing one.
 */
function namespaceImage(db: Db, id: string): Promise<StoredImage | undefined> {
  const namespace = id.slice(0, id.indexOf('-'))
  return NAMESPACE_IMAGE_IDS.has(namespace) ? getImage(db, 'asset', namespace) : Promise.resolve(undefined)
}

/** Image endpoints: bytes with their content type, an ETag (304 on If-None-Match) and long caching. */
export const imageRoutes = new Hono<CloudEnv>()

for (const route of ROUTES) {
  imageRoutes.get(route.path, async (c) => {
    let id = parseOrThrow(imageIdSchema, c.req.param('id'), 'id')
    // Network asset ids are stored as `eip155-31337`; accept the CAIP-2 spelling too.
    if (route.kind === 'asset') id = id.replace(':', '-')
    const image = await getImage(c.get('db'), route.kind, id).then(
      (found) => found ?? (route.kind === 'asset' ? namespaceImage(c.get('db'), id) : undefined),
    )
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
