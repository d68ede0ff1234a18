import type { IncomingMessage } from 'node:http'
import { ServiceError } from './errors.js'

/** A body over the route's limit: the server answers 413 and reads no more of it. */
export class BodyTooLargeError extends ServiceError<'BODY_TOO_LARGE'> {
  override name = 'BodyTooLargeError'
  constructor(maxBytes: number) {
    super('BODY_TOO_LARGE', `Request body is larger than ${maxBytes} bytes`)
  }
}

/**
 * The request body as text, counted as it streams in (chunked too, so a missing or false Content-Length
 * does not get past the limit); BodyTooLargeError past `maxBytes`.
 *
 * @example
 * const form = new URLSearchParams(await readBody(req, 16 * 1024))
 */
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw new BodyTooLargeError(maxBytes)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw new BodyTooLargeError(maxBytes)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
