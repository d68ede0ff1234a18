import { createHash } from 'node:crypto'
import type { Queryable } from '../db/types.js'

export type AssetKind = 'wallet' | 'asset' | 'currency' | 'token'

export interface StoredImage {
  contentType: string
  bytes: Uint8Array
  etag: string
}

/** A strong ETag from the content, so it changes exactly when the bytes do. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`
}

/** Content-addressed id for a wallet logo: the same logo always gets the same image_id. */
export function imageIdOf(bytes: Uint8Array): string {
  const hex = createHash('sha256').update(bytes).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/** Content type from a file name's extension, for the image formats we serve. */
export function imageContentTypeOf(fileName: string): string | undefined {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()
  switch (extension) {
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg'
    case 'png':
      return 'image/png'
    case 'svg':
      return 'image/svg+xml'
    case 'webp':
      return 'image/webp'
    default:
      return undefined
  }
}

export async function putImage(
  db: Queryable,
  kind: AssetKind,
  id: string,
  contentType: string,
  bytes: Uint8Array,
): Promise<void> {
  await db.query(
    `INSERT INTO assets (kind, id, content_type, bytes, etag) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (kind, id) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes,
       etag = EXCLUDED.etag`,
    [kind, id, contentType, bytes, etagOf(bytes)],
  )
}

export async function getImage(db: Queryable, kind: AssetKind, id: string): Promise<StoredImage | undefined> {
  const { rows } = await db.query<{ content_type: string; bytes: Uint8Array; etag: string }>(
    'SELECT content_type, bytes, etag FROM assets WHERE kind = $1 AND id = $2',
    [kind, id],
  )
  const row = rows[0]
  return row && { contentType: row.content_type, bytes: row.bytes, etag: row.etag }
}
