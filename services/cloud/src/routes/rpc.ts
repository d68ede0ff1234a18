import { jsonRpcBatchSchema, jsonRpcSingleSchema, rpcQuerySchema } from '@foyer/wire'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { answerRpc } from '../chains/rpcProxy.js'
import { InvalidRequestError, PayloadTooLargeError } from '../errors.js'
import type { CloudEnv } from '../http/env.js'
import { parseOrThrow } from '../http/validate.js'

/** Largest JSON-RPC body the proxy accepts (a batch of 1000 small calls fits). */
/** The RPC endpoint takes batches: more than the other routes' 64 KiB. */
export const MAX_RPC_BODY_BYTES = 1024 * 1024

/**
 * `POST /v1?chainId=eip155:31337&projectId=…`: the chain RPC endpoint. JSON-RPC over HTTP, batches
 * included; the public read and broadcast methods go to the chain's node and its answer comes back
 * unchanged, every other method is refused (chains/rpcPolicy.ts).
 */
export const rpcRoutes = new Hono<CloudEnv>().post(
  '/v1',
  bodyLimit({
    maxSize: MAX_RPC_BODY_BYTES,
    onError: () => {
      throw new PayloadTooLargeError(MAX_RPC_BODY_BYTES)
    },
  }),
  async (c) => {
    const { chainId } = parseOrThrow(rpcQuerySchema, c.req.query(), 'chainId')
    const chain = c.get('chains').get(chainId)
    const text = await c.req.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new InvalidRequestError('body', 'expected a JSON-RPC request or batch')
    }
    const request = Array.isArray(body)
      ? parseOrThrow(jsonRpcBatchSchema, body, 'body')
      : parseOrThrow(jsonRpcSingleSchema, body, 'body')
    return answerRpc(chain, request)
  },
)
