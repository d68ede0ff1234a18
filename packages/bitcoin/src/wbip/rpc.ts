import type { WalletFailureFallback } from '@foyer/core'
import { BitcoinRequestError } from '../errors/errors.js'
import { mapWalletError, satsConnectRejectionCode } from '../errors/mapWalletError.js'
import type { WbipProvider } from './providers.js'

/** A JSON-RPC error a provider answered, with its code, so the error mapping reads it. */
class ProviderError extends Error {
  readonly code: number | undefined
  readonly data: unknown
  constructor(error: { code?: unknown; message?: unknown; data?: unknown }) {
    super(typeof error.message === 'string' && error.message ? error.message : 'The wallet returned an error')
    this.name = 'ProviderError'
    this.code = typeof error.code === 'number' ? error.code : undefined
    this.data = error.data
  }
}

const errorOf = (value: unknown) => {
  const error = (value as { error?: unknown } | null)?.error
  return error && typeof error === 'object' ? (error as { code?: unknown; message?: unknown }) : undefined
}

/**
 * The raw answer to one sats-connect request: the response's `result`. Throws the wallet's error (a
 * ProviderError keeping its code) unmapped, so callers can tell a method the wallet lacks (-32601) from a
 * refusal.
 */
export async function requestRaw(provider: WbipProvider, method: string, params?: unknown): Promise<unknown> {
  let response: unknown
  try {
    response = await provider.request(method, params)
  } catch (thrown) {
    // Some providers throw the error response ({ jsonrpc, error }) instead of returning it.
    const error = errorOf(thrown)
    throw error ? new ProviderError(error) : thrown
  }
  const error = errorOf(response)
  if (error) throw new ProviderError(error)
  if (response && typeof response === 'object' && 'result' in response)
    return (response as { result: unknown }).result
  throw new BitcoinRequestError('The wallet returned no answer', {
    messageId: 'errorWalletNoAnswer',
    details: `${method} answered ${JSON.stringify(response)?.slice(0, 200)}`,
  })
}

/** Maps what a sats-connect provider threw: -32000 (USER_REJECTION) and 4001 are a decline. */
export const mapProviderError = (error: unknown, fallback: WalletFailureFallback) =>
  mapWalletError(error, fallback, [satsConnectRejectionCode])

/** One request, its error mapped to Foyer's (UserRejectedRequestError, BitcoinRequestError). */
export async function request(
  provider: WbipProvider,
  method: string,
  params: unknown,
  fallback: WalletFailureFallback,
) {
  try {
    return await requestRaw(provider, method, params)
  } catch (error) {
    throw mapProviderError(error, fallback)
  }
}
