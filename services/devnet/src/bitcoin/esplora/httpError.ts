import { ServiceError } from '@foyer/service-kit/errors'
import { AddressError, addressToScript } from '../addresses.js'
import { isHash, toHex } from '../bytes.js'

/** Errors the Esplora routes answer with (plain text, as Esplora), and the parsing of path parameters. */

export class HttpError extends ServiceError<number> {
  override name = 'HttpError'
  /** The HTTP status answered (also the error's code). */
  readonly status: number
  constructor(status: number, message: string) {
    super(status, message)
    this.status = status
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message)
export const notFound = (message: string): HttpError => new HttpError(404, message)

/** A txid or block hash in a path: 64 hex characters (answered in lower case). */
export function parseHash(text: string): string {
  if (!isHash(text)) throw badRequest('Invalid hex string')
  return text.toLowerCase()
}

/** A non-negative integer in a path (a height, an index, an output number). */
export function parseNumber(text: string): number {
  if (!/^\d{1,10}$/.test(text)) throw badRequest('Invalid number')
  const value = Number(text)
  if (value > 0xffffffff) throw badRequest('Invalid number')
  return value
}

/** The output script (hex) of a regtest address; another network's address or a malformed one is a 400. */
export function parseAddress(text: string): string {
  try {
    return toHex(addressToScript(text))
  } catch (error) {
    if (error instanceof AddressError) throw badRequest(error.message)
    throw error
  }
}
