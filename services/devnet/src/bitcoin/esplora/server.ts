import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { ServiceError } from '@foyer/service-kit/errors'
import type { Ledger } from '../ledger.js'
import { HttpError } from './httpError.js'
import { getRoute, postRoute, type Reply } from './routes.js'

/**
 * The Esplora HTTP server: GET and POST routes, JSON or plain-text answers as Esplora gives them, CORS open for
 * pages, request bodies capped at Esplora's 1,000,000 bytes (413 "Request body too large"). Bad input is a 400 or
 * 404 with a message; a 500 would be a bug of the stand-in. Answers are `no-store`: a cached tip would go stale
 * in a test that mines.
 */

const maxBodyBytes = 1_000_000

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
}

const baseHeaders = { ...corsHeaders, 'cache-control': 'no-store' }

class BodyTooLarge extends ServiceError<'BODY_TOO_LARGE'> {
  override name = 'BodyTooLarge'
  constructor() {
    super('BODY_TOO_LARGE', 'Request body too large')
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > maxBodyBytes) return reject(new BodyTooLarge())
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        request.removeAllListeners('data')
        request.resume()
        reject(new BodyTooLarge())
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, reply: Reply): void {
  if (reply.kind === 'json') {
    response.writeHead(status, { ...baseHeaders, 'content-type': 'application/json' })
    response.end(JSON.stringify(reply.body))
  } else if (reply.kind === 'text') {
    response.writeHead(status, { ...baseHeaders, 'content-type': 'text/plain' })
    response.end(reply.body)
  } else {
    response.writeHead(status, { ...baseHeaders, 'content-type': 'application/octet-stream' })
    response.end(reply.body)
  }
}

/** Path segments after the leading slash; undefined when a segment's %-escape is broken. */
function pathParts(url: string): string[] | undefined {
  const path = url.split('?')[0] ?? ''
  try {
    return path.split('/').slice(1).map(decodeURIComponent)
  } catch {
    return undefined
  }
}

async function serve(ledger: Ledger, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = request.url ?? '/'
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders).end()
    return
  }
  const parts = pathParts(url)
  if (!parts) throw new HttpError(400, 'Invalid URL encoding')
  let reply: Reply | undefined
  if (request.method === 'GET') reply = getRoute(ledger, parts)
  else if (request.method === 'POST') {
    let body: string
    try {
      body = await readBody(request)
    } catch (error) {
      if (error instanceof BodyTooLarge) throw new HttpError(413, 'Request body too large')
      throw error
    }
    reply = postRoute(ledger, parts, body)
  }
  if (!reply) throw new HttpError(404, `endpoint does not exist ${JSON.stringify(url.split('?')[0])}`)
  send(response, 200, reply)
}

export function createEsploraServer(ledger: Ledger): Server {
  return createServer((request, response) => {
    serve(ledger, request, response).catch((error: unknown) => {
      if (response.headersSent) return response.end()
      const known = error instanceof HttpError
      if (!known) console.error('Bitcoin regtest ledger: request failed', error)
      const status = known ? error.status : 500
      // Stop reading a body that is too large: the connection closes after the answer.
      const headers = status === 413 ? { connection: 'close' } : {}
      response.writeHead(status, { ...baseHeaders, ...headers, 'content-type': 'text/plain' })
      response.end(known ? error.message : 'Internal server error')
    })
  })
}
