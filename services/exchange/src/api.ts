// The exchange's API, called by the cloud (or by anything holding the same URL contract):
//   GET  /api/info              → { id, name, imageUrl, assets: [{ asset, symbol, name, decimals }] }
//   POST /api/sessions          { asset (CAIP-19), amount (decimal string, smallest unit), recipient (CAIP-10) }
//                               → 201 { sessionId, url, status, expiresAt }
//   GET  /api/sessions/:id      → { sessionId, status, stage, txHash?, reason?, asset, amount, recipient, expiresAt }
// Errors are `{ code, message }` with 400 (INVALID_REQUEST, ASSET_NOT_SUPPORTED) or 404 (NOT_FOUND).
import type { Context } from 'hono'
import { EXCHANGE_ASSETS, findAsset, recipientOn } from './assets.js'
import type { PaymentSession } from './sessions.js'

export const EXCHANGE_ID = 'foyer-exchange'
const EXCHANGE_NAME = 'Foyer Exchange (test)'

/** The largest amount a session takes: 2^128 smallest units is far past any balance. */
const MAX_AMOUNT_DIGITS = 39

export type ApiError = { code: 'INVALID_REQUEST' | 'ASSET_NOT_SUPPORTED' | 'NOT_FOUND'; message: string }

export const infoOf = (publicUrl: string) => ({
  id: EXCHANGE_ID,
  name: EXCHANGE_NAME,
  imageUrl: `${publicUrl}/logo.svg`,
  assets: EXCHANGE_ASSETS.map(({ asset, symbol, name, decimals }) => ({ asset, symbol, name, decimals })),
})

/** A session request checked field by field; the error names the field and what is wrong. */
export function sessionRequestOf(
  body: unknown,
): { asset: string; amount: bigint; recipient: string } | { error: ApiError } {
  const invalid = (message: string) => ({ error: { code: 'INVALID_REQUEST' as const, message } })
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return invalid('expected a JSON object')
  const { asset, amount, recipient } = body as Record<string, unknown>
  if (typeof asset !== 'string' || asset.length > 160) return invalid('asset: expected a CAIP-19 asset')
  if (typeof amount !== 'string' || !new RegExp(`^[1-9][0-9]{0,${MAX_AMOUNT_DIGITS - 1}}$`).test(amount))
    return invalid('amount: expected a positive whole number of the smallest unit, as a string')
  if (typeof recipient !== 'string' || recipient.length > 160)
    return invalid('recipient: expected a CAIP-10 account')
  const entry = findAsset(asset)
  if (!entry)
    return { error: { code: 'ASSET_NOT_SUPPORTED', message: `The asset ${asset} is not supported` } }
  const to = recipientOn(recipient, entry.chainId)
  if (!to)
    return invalid(
      `recipient: expected an account on eip155:${entry.chainId} such as eip155:${entry.chainId}:0x…`,
    )
  return { asset: entry.asset, amount: BigInt(amount), recipient: `eip155:${entry.chainId}:${to}` }
}

/** A session as the API answers it: the hosted Pay's status, plus where it is and why it failed. */
export function sessionAnswer(session: PaymentSession) {
  const status =
    session.state === 'SUCCESS' ? 'SUCCESS' : session.state === 'FAILED' ? 'FAILED' : ('IN_PROGRESS' as const)
  const stage =
    session.state === 'AWAITING'
      ? 'awaiting_confirmation'
      : session.state === 'SENDING' || session.state === 'SENT'
        ? 'sending'
        : 'done'
  return {
    sessionId: session.id,
    status,
    stage,
    ...(session.txHash ? { txHash: session.txHash } : {}),
    ...(session.reason ? { reason: session.reason } : {}),
    asset: session.asset,
    amount: session.amount.toString(),
    recipient: session.recipient,
    expiresAt: session.expiresAt.toISOString(),
  }
}

export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json()
  } catch {
    return undefined
  }
}
