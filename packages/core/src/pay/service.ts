import { BaseError } from '@foyer/errors'
import {
  exchangeBuyStatusResultSchema,
  exchangePayUrlResultSchema,
  exchangesResultSchema,
  type GetExchangeBuyStatusParams,
  type GetExchangePayUrlParams,
  type GetExchangesParams,
  jsonRpcAnswerSchema,
} from '@foyer/wire'
import type * as z from 'zod/mini'
import { InvalidResponseError, ServiceUnavailableError } from '../api/errors.js'
import { apiUrl } from '../api/url.js'
import { REQUEST_TIMEOUT_MS } from '../constants.js'
import { HttpRequestError } from '../errors/connectionErrors.js'
import type { FoyerKernel } from '../instance/kernel.js'

type PayContext = Pick<FoyerKernel, 'options' | 'signal'>

let nextId = 0

/** The service answered with a JSON-RPC error; `shortMessage` is its message ('… is not supported'). */
export class JsonRpcAnswerError extends BaseError {
  override name = 'JsonRpcAnswerError'
  readonly rpcCode: number
  constructor(method: string, error: { code: number; message: string }) {
    super('RPC', error.message, { details: `${method} answered ${error.code}: ${error.message}` })
    this.rpcCode = error.code
  }
}

/**
 * One JSON-RPC call on the blockchain API (`POST {blockchainApiUrl}/v1/json-rpc?projectId=…`), as the
 * hosted kit's Pay makes it. A JSON-RPC error keeps the service's message (whatever the
 * HTTP status it came with: JsonRpcAnswerError); an answer that is no JSON-RPC answer, HttpRequestError or InvalidResponseError.
 */
async function call<T>(
  context: PayContext,
  method: string,
  params: unknown,
  result: z.ZodMiniType<T>,
): Promise<T> {
  context.signal.throwIfAborted()
  const url = apiUrl({ ...context.options, apiUrl: context.options.blockchainApiUrl }, '/v1/json-rpc')
  const signal = AbortSignal.any([context.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
  nextId += 1
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId, method, params }),
      signal,
    })
  } catch (error) {
    context.signal.throwIfAborted()
    const timedOut = (error as { name?: string }).name === 'TimeoutError'
    throw new ServiceUnavailableError(timedOut ? 'timeout' : 'unreachable', `${method} failed`, error)
  }
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = jsonRpcAnswerSchema(result).safeParse(body)
  if (!parsed.success) {
    if (!response.ok) throw new HttpRequestError(response.status)
    throw new InvalidResponseError(`${method}: not a JSON-RPC answer with the expected result`)
  }
  const answer = parsed.data as { result: T } | { error: { code: number; message: string } }
  if ('error' in answer) throw new JsonRpcAnswerError(method, answer.error)
  return answer.result
}

/** `reown_getExchanges`: a page (1-based) of the exchanges the visitor can pay from. */
export const getExchanges = (context: PayContext, params: GetExchangesParams) =>
  call(context, 'reown_getExchanges', params, exchangesResultSchema)

/** `reown_getExchangePayUrl`: the exchange's checkout page for the payment and its session. */
export const getExchangePayUrl = (context: PayContext, params: GetExchangePayUrlParams) =>
  call(context, 'reown_getExchangePayUrl', params, exchangePayUrlResultSchema)

/** `reown_getExchangeBuyStatus`: where the exchange's payment stands, and its transaction once sent. */
export const getExchangeBuyStatus = (context: PayContext, params: GetExchangeBuyStatusParams) =>
  call(context, 'reown_getExchangeBuyStatus', params, exchangeBuyStatusResultSchema)
