import {
  type ExchangeBuyStatusResult,
  type ExchangePayUrlResult,
  type ExchangesResult,
  getExchangeBuyStatusParamsSchema,
  getExchangePayUrlParamsSchema,
  getExchangesParamsSchema,
} from '@foyer/wire'
import { Hono } from 'hono'
import { z } from 'zod'
import { amountInUnits } from '../exchange/amount.js'
import { type ExchangeDirectory, ExchangeUnavailableError } from '../exchange/directory.js'
import type { CloudEnv } from '../http/env.js'
import { assertSafeInput } from '../http/safeInput.js'

/** JSON-RPC 2.0 error codes the endpoint answers with. */
const JSON_RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** An exchange behind Pay did not answer. */
  unavailable: -32000,
} as const

/** Exchanges per page of `reown_getExchanges`. */
const EXCHANGES_PER_PAGE = 10

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Params checked with a wire schema; -32602 names the first field at fault. */
function paramsOf<T extends z.core.$ZodType>(schema: T, params: unknown): z.output<T> {
  try {
    assertSafeInput(params, 'params')
  } catch {
    throw new RpcError(JSON_RPC_ERRORS.invalidParams, 'Invalid params: text the service cannot store')
  }
  const result = z.safeParse(schema, params ?? undefined)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  throw new RpcError(
    JSON_RPC_ERRORS.invalidParams,
    `Invalid params: ${field}${issue?.message ?? 'invalid value'}`,
  )
}

const sameAsset = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

async function exchangeOf(exchanges: ExchangeDirectory, id: string) {
  const exchange = await exchanges.find(id)
  if (!exchange)
    throw new RpcError(JSON_RPC_ERRORS.invalidParams, `Invalid params: exchangeId: no exchange ${id}`)
  return exchange
}

type Method = (params: unknown, exchanges: ExchangeDirectory) => Promise<unknown>

/** Pay with an exchange (the hosted kit's Pay): its three methods. */
const METHODS: Record<string, Method> = {
  async reown_getExchanges(raw, exchanges): Promise<ExchangesResult> {
    const params = paramsOf(getExchangesParamsSchema, raw)
    const all = (await exchanges.list()).filter(
      (exchange) =>
        !params.asset || exchange.assets.some((entry) => sameAsset(entry.asset, params.asset as string)),
    )
    const page = all.slice(params.page * EXCHANGES_PER_PAGE, (params.page + 1) * EXCHANGES_PER_PAGE)
    return {
      exchanges: page.map(({ id, name, imageUrl }) => ({ id, name, imageUrl })),
      total: all.length,
    }
  },

  async reown_getExchangePayUrl(raw, exchanges): Promise<ExchangePayUrlResult> {
    const params = paramsOf(getExchangePayUrlParamsSchema, raw)
    const exchange = await exchangeOf(exchanges, params.exchangeId)
    const asset = exchange.assets.find((entry) => sameAsset(entry.asset, params.asset))
    // The hosted kit matches 'is not supported' in this message to say so to the visitor.
    if (!asset)
      throw new RpcError(
        JSON_RPC_ERRORS.invalidParams,
        `The asset ${params.asset} is not supported by ${exchange.name}`,
      )
    const amount = amountInUnits(params.amount, asset.decimals)
    if (amount === undefined)
      throw new RpcError(JSON_RPC_ERRORS.invalidParams, 'Invalid params: amount: must be more than 0')
    const created = await exchanges.createSession(exchange, {
      asset: asset.asset,
      amount,
      recipient: params.recipient,
    })
    if ('refused' in created) throw new RpcError(JSON_RPC_ERRORS.invalidParams, created.refused)
    return created
  },

  async reown_getExchangeBuyStatus(raw, exchanges): Promise<ExchangeBuyStatusResult> {
    const params = paramsOf(getExchangeBuyStatusParamsSchema, raw)
    const exchange = await exchangeOf(exchanges, params.exchangeId)
    return exchanges.status(exchange, params.sessionId)
  },
}

type RpcId = number | string | null
const idOf = (body: unknown): RpcId => {
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : null
  return typeof id === 'number' || (typeof id === 'string' && id.length <= 128) ? id : null
}

/**
 * `POST /v1/json-rpc?projectId=…`: the blockchain API's JSON-RPC methods, today Pay's exchange calls
 * (reown_getExchanges, reown_getExchangePayUrl, reown_getExchangeBuyStatus). Answers are JSON-RPC 2.0 with
 * HTTP 200, errors included (`{ error: { code, message } }`), as the hosted kit's client reads them.
 */
export const jsonRpcRoutes = new Hono<CloudEnv>().post('/v1/json-rpc', async (c) => {
  const answer = (id: RpcId, result: unknown) => c.json({ jsonrpc: '2.0' as const, id, result })
  const fail = (id: RpcId, code: number, message: string) =>
    c.json({ jsonrpc: '2.0' as const, id, error: { code, message } })
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    return fail(null, JSON_RPC_ERRORS.parse, 'Parse error: expected a JSON-RPC request')
  }
  const id = idOf(body)
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fail(null, JSON_RPC_ERRORS.invalidRequest, 'Invalid request: expected one JSON-RPC request object')
  const { jsonrpc, method, params } = body as { jsonrpc?: unknown; method?: unknown; params?: unknown }
  if (jsonrpc !== '2.0' || typeof method !== 'string')
    return fail(id, JSON_RPC_ERRORS.invalidRequest, 'Invalid request: expected jsonrpc "2.0" and a method')
  const run = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined
  if (!run) return fail(id, JSON_RPC_ERRORS.methodNotFound, `Method not found: ${method.slice(0, 64)}`)
  try {
    return answer(id, await run(params, c.get('exchanges')))
  } catch (error) {
    if (error instanceof RpcError) return fail(id, error.code, error.message)
    if (error instanceof ExchangeUnavailableError) {
      console.warn(`[cloud] ${method}: ${error.message}`)
      return fail(id, JSON_RPC_ERRORS.unavailable, 'The exchange is unavailable, try again later')
    }
    throw error
  }
})
