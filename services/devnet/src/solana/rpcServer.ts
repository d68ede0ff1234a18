import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { stringifyJson } from './json.js'
import type { Ledger } from './ledger.js'
import { rpcMethods } from './methods/index.js'
import { internalError, invalidRequest, methodNotFound, parseError, RpcError } from './rpcErrors.js'

/** The HTTP JSON-RPC endpoint: single and batch requests, CORS for pages, GET /health. */

const maxBodyBytes = 10 * 1024 * 1024

type Id = string | number | null

interface JsonRpcResponse {
  jsonrpc: '2.0'
  id: Id
  result?: unknown
  error?: ReturnType<RpcError['toJson']>
}

/** Answers one request object (already parsed). */
async function handleRequest(ledger: Ledger, request: unknown): Promise<JsonRpcResponse> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return { jsonrpc: '2.0', id: null, error: invalidRequest().toJson() }
  }
  const { id, method, params, jsonrpc } = request as Record<string, unknown>
  const responseId: Id = typeof id === 'string' || typeof id === 'number' ? id : null
  try {
    if (jsonrpc !== '2.0' || typeof method !== 'string') throw invalidRequest()
    if (params !== undefined && !Array.isArray(params))
      throw invalidRequest('Invalid params: expected an array')
    const handler = Object.hasOwn(rpcMethods, method) ? rpcMethods[method] : undefined
    if (!handler) throw methodNotFound()
    const result = await handler((params as unknown[] | undefined) ?? [], { ledger })
    return { jsonrpc: '2.0', id: responseId, result }
  } catch (error) {
    const rpcError =
      error instanceof RpcError ? error : internalError(String((error as Error)?.message ?? error))
    return { jsonrpc: '2.0', id: responseId, error: rpcError.toJson() }
  }
}

/** Answers a request body: one object or a batch array. */
async function handleBody(ledger: Ledger, body: string): Promise<unknown> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return { jsonrpc: '2.0', id: null, error: parseError().toJson() }
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return { jsonrpc: '2.0', id: null, error: invalidRequest().toJson() }
    const responses = []
    // One after the other, as a transaction in a batch may depend on the one before.
    for (const request of parsed) responses.push(await handleRequest(ledger, request))
    return responses
  }
  return handleRequest(ledger, parsed)
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        resolve(null)
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
}

async function serve(ledger: Ledger, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders).end()
    return
  }
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200, { ...corsHeaders, 'content-type': 'text/plain' }).end('ok')
    return
  }
  if (request.method !== 'POST') {
    response
      .writeHead(405, { ...corsHeaders, allow: 'POST, OPTIONS' })
      .end('Used HTTP Method is not allowed. POST or OPTIONS is required')
    return
  }
  const body = await readBody(request)
  if (body === null) {
    response.writeHead(413, corsHeaders).end()
    return
  }
  const answer = await handleBody(ledger, body)
  response.writeHead(200, { ...corsHeaders, 'content-type': 'application/json; charset=utf-8' })
  response.end(stringifyJson(answer))
}

export function createRpcServer(ledger: Ledger): Server {
  return createServer((request, response) => {
    serve(ledger, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, corsHeaders)
      response.end()
    })
  })
}
