/** CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

/** The fields of a sign-in message (the hosted kit's SIWX message data, EIP-4361 for eip155). */
export interface SIWXMessageData {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: '1'
  nonce: string
  issuedAt: string
  statement?: string | undefined
  resources?: string[] | undefined
  requestId?: string | undefined
  notBefore?: string | undefined
  expirationTime?: string | undefined
}

/** A message to sign: its data and the exact text the wallet is asked to sign. */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** A signed sign-in: the data, the text that was signed and the signature (a CACAO when one-click). */
export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: unknown
}

/**
 * The hosted kit's SIWX contract: what the modal calls to build a message, store a signed session and
 * ask whether one exists. Any implementation with these methods plugs in (`siwx` option).
 */
export interface SIWXConfig {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SIWXMessage>
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SIWXSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** Whether the app requires sign-in: the modal then cannot be closed without a session (§2). */
  getRequired?(): boolean
}

/** Refused sign-in input, or a server that refused a session; `shortMessage` is the text to show. */
export class SIWXError extends Error {
  override name = 'SIWXError'
  readonly shortMessage: string
  constructor(shortMessage: string, options: { cause?: unknown } = {}) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}
