/** CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

// The contract belongs to core (the modal calls it); this package implements it.
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from '@foyer/core'

/** Refused sign-in input, or a server that refused a session; `shortMessage` is the text to show. */
export class SIWXError extends Error {
  override name = 'SIWXError'
  readonly shortMessage: string
  constructor(shortMessage: string, options: { cause?: unknown } = {}) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}
