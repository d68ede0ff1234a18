import type { IncomingMessage } from 'node:http'

/** A body over the route's limit: the server answers 413 and reads no more of it. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError'
}

/** The request body as text, counted as it streams in (chunked too); BodyTooLargeError past `maxBytes`. */
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw new BodyTooLargeError()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw new BodyTooLargeError()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
