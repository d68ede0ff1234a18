import { errorResponseSchema } from '@foyer/wire'
import type * as z from 'zod/mini'
import { alertForServerMessage } from '../alerts/alerts.js'
import { REQUEST_TIMEOUT_MS } from '../constants.js'
import { HttpRequestError } from '../errors/connectionErrors.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { InvalidResponseError, ServiceUnavailableError } from './errors.js'
import { apiUrl } from './url.js'
import type { QueryValue } from './wireQuery.js'

/** `signal`: the instance's lifetime; once destroy() aborted it, requests end and none starts. */
type ApiContext = Pick<FoyerKernel, 'options' | 'store'> & Partial<Pick<FoyerKernel, 'signal'>>

/** Reads `{message}` from an error response; undefined when the body is something else. */
async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    return errorResponseSchema.safeParse(await response.json()).data?.message
  } catch {
    return undefined
  }
}

/**
 * GET on the directory service (options.apiUrl) with projectId, st and sv, the answer validated by
 * `schema`. The query is typed `satisfies WireQuery<typeof xQuerySchema>` where @foyer/wire has the
 * route's query schema. Throws HttpRequestError ('HTTP status code: {n}') for non-2xx answers, and shows the
 * alert a 401/403 message maps to; InvalidResponseError when the body does not match;
 * ServiceUnavailableError (an UnknownError) when the service cannot be reached or does not answer
 * within REQUEST_TIMEOUT_MS (10 s).
 */
export async function apiGet<T>(
  context: ApiContext,
  path: string,
  query: Record<string, QueryValue>,
  schema: z.ZodMiniType<T>,
  signal?: AbortSignal,
  /** A JSON body turns the request into a POST (see apiPost). */
  body?: unknown,
): Promise<T> {
  const lifetime = context.signal
  lifetime?.throwIfAborted()
  const url = apiUrl(context.options, path, query)
  // A hung service must not leave a view waiting forever: the request, body included, gets 10 s.
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, REQUEST_TIMEOUT_MS)
  const forward = () => controller.abort()
  if (signal?.aborted) controller.abort()
  signal?.addEventListener('abort', forward, { once: true })
  lifetime?.addEventListener('abort', forward, { once: true })
  try {
    return await send(context, url, path, schema, controller.signal, body)
  } catch (error) {
    // destroy(): the instance's own abort, not the service's failure.
    lifetime?.throwIfAborted()
    if (timedOut)
      throw new ServiceUnavailableError(
        'timeout',
        `${body === undefined ? 'GET' : 'POST'} ${path}: no answer in ${REQUEST_TIMEOUT_MS} ms`,
        error,
      )
    throw error
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forward)
    lifetime?.removeEventListener('abort', forward)
  }
}

async function send<T>(
  context: Pick<FoyerKernel, 'options' | 'store'>,
  url: string,
  path: string,
  schema: z.ZodMiniType<T>,
  signal: AbortSignal,
  body?: unknown,
): Promise<T> {
  let response: Response
  try {
    response = await fetch(
      url,
      body === undefined
        ? { headers: { accept: 'application/json' }, signal }
        : {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal,
          },
    )
  } catch (error) {
    throw new ServiceUnavailableError(
      'unreachable',
      `${body === undefined ? 'GET' : 'POST'} ${path} failed`,
      error,
    )
  }
  if (!response.ok) {
    const message = await serverMessage(response)
    const alert =
      (response.status === 401 || response.status === 403) && message
        ? alertForServerMessage(message)
        : undefined
    if (alert) context.store.setState({ alert })
    throw new HttpRequestError(response.status, message ? { details: message } : {})
  }
  let answer: unknown
  try {
    answer = await response.json()
  } catch (error) {
    throw new InvalidResponseError(`GET ${path}: the body is not JSON`, error)
  }
  const parsed = schema.safeParse(answer)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidResponseError(
      `GET ${path}: ${issue?.path.join('.') || 'body'} ${issue?.message ?? 'is invalid'}`,
    )
  }
  return parsed.data
}

/** POST of a JSON body to the service, with apiGet's query values, timeout, errors and validation. */
export function apiPost<T>(
  context: ApiContext,
  path: string,
  query: Record<string, QueryValue>,
  body: unknown,
  schema: z.ZodMiniType<T>,
): Promise<T> {
  return apiGet(context, path, query, schema, undefined, body)
}
