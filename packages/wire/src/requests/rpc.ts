import * as z from 'zod/mini'
import { caip2Schema } from './ids.js'

const jsonRpcRequestSchema = z.looseObject({
  jsonrpc: z.literal('2.0', { error: 'jsonrpc must be "2.0"' }),
  method: z.string().check(z.minLength(1), z.maxLength(200)),
  id: z.optional(z.union([z.string(), z.number(), z.null()])),
  params: z.optional(z.unknown()),
})
/** One JSON-RPC request as the blockchain API's proxy accepts it. */
export type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>
/** Largest JSON-RPC batch the proxy forwards (the client's batch size). */
export const MAX_RPC_BATCH = 1000
/** One JSON-RPC request, as the proxy accepts it. */
export const jsonRpcSingleSchema = jsonRpcRequestSchema
/** A JSON-RPC batch, as the proxy accepts it. */
export const jsonRpcBatchSchema = z
  .array(jsonRpcRequestSchema)
  .check(z.minLength(1, 'empty batch'), z.maxLength(MAX_RPC_BATCH, `at most ${MAX_RPC_BATCH} requests`))
/** `POST /v1?chainId=…` query. */
export const rpcQuerySchema = z.looseObject({
  chainId: z.pipe(z.string({ error: 'required' }), caip2Schema),
})
