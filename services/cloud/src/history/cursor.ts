import { z } from 'zod'
import { InvalidRequestError } from '../errors.js'
import { unsafeTextReason } from '../http/safeInput.js'

/** Position after the last item of a history page (the sort key, newest first). */
export interface HistoryPosition {
  minedAt: string
  chainId: string
  blockNumber: string
  txIndex: number
}

// The database's column ranges: block numbers are bigint, transaction indexes integer.
const MAX_BLOCK_NUMBER = 2n ** 63n - 1n
const MAX_TX_INDEX = 2 ** 31 - 1

const positionSchema = z.tuple([
  z.iso.datetime(),
  z
    .string()
    .max(64)
    .refine((value) => unsafeTextReason(value) === undefined),
  z
    .string()
    .regex(/^\d{1,19}$/)
    .refine((value) => BigInt(value) <= MAX_BLOCK_NUMBER),
  z.number().int().min(0).max(MAX_TX_INDEX),
])

/** Opaque `next` value: base64url of the position. */
export function encodeCursor(position: HistoryPosition): string {
  const json = JSON.stringify([position.minedAt, position.chainId, position.blockNumber, position.txIndex])
  return Buffer.from(json).toString('base64url')
}

/** Reads a `cursor` query value back, or throws a 400 naming the cursor. */
export function decodeCursor(cursor: string): HistoryPosition {
  let raw: unknown
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new InvalidRequestError('cursor', 'expected the next value of a previous page')
  }
  const parsed = positionSchema.safeParse(raw)
  if (!parsed.success) throw new InvalidRequestError('cursor', 'expected the next value of a previous page')
  const [minedAt, chainId, blockNumber, txIndex] = parsed.data
  return { minedAt, chainId, blockNumber, txIndex }
}
