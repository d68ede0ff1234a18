import type * as z from 'zod/mini'
import { alertForServerMessage } from '../alerts/alerts.js'
import { HttpRequestError, UnknownError } from '../errors/errors.js'
import type { FoyerContext } from '../instance/context.js'
import { InvalidResponseError } from './errors.js'
import { apiUrl } from './url.js'

export type QueryValue = string | number | readonly string[] | undefined

/** Reads `{message}` from an error response; undefined when the body is something else. */
async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json()
    return typeof body === 'object' &&
      body !== null &&
      typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : undefined
  } catch {
    return undefined
  }
}

/**
 * GET on the directory service (options.apiUrl) with projectId, st and sv, the answer validated by
 * `schema`. Throws HttpRequestError ('HTTP status code: {n}') for non-2xx answers, and shows the §8
 * alert a 401/403 message maps to; InvalidResponseError when the body does not match; UnknownError
 * ('Something went wrong') when the request itself failed.
 */
export async function apiGet<T>(
  context: Pick<FoyerContext, 'options' | 'store'>,
  path: string,
  query: Record<string, QueryValue>,
  schema: z.ZodMiniType<T>,
  signal?: AbortSignal,
): Promise<T> {
  const url = apiUrl(context.options, path, query)
  let response: Response
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) })
  } catch (error) {
    throw new UnknownError('Something went wrong', { details: `GET ${path} failed`, cause: error })
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
  let body: unknown
  try {
    body = await response.json()
  } catch (error) {
    throw new InvalidResponseError(`GET ${path}: the body is not JSON`, error)
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidResponseError(
      `GET ${path}: ${issue?.path.join('.') || 'body'} ${issue?.message ?? 'is invalid'}`,
    )
  }
  return parsed.data
}
