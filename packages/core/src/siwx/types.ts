import type { FoyerMessage } from '../messages/types.js'

declare module '../store/types.js' {
  interface FoyerState {
    /** Sign in with a wallet: the connected account's session (see `foyer.siwx`). */
    siwx: SiwxState
  }
}

/**
 * The fields of a sign-in message (the hosted kit's SIWX message data): EIP-4361 for eip155, CAIP-122 for
 * other namespaces (@foyer/siwx writes Solana and Bitcoin ones).
 */
export interface SIWXMessageData {
  accountAddress: string
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: `${string}:${string}`
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

/** A message to sign: its data and the exact text the wallet signs. */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** A signed sign-in: the data, the signed text and the signature (a CACAO when one-click). */
export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: unknown
}

/**
 * The hosted kit's SIWX contract (`siwx` option): how the modal builds a message, stores a signed
 * session and asks whether one exists. @foyer/siwx has a browser-only and a server-backed one.
 */
export interface SIWXConfig {
  createMessage(input: { accountAddress: string; chainId: `${string}:${string}` }): Promise<SIWXMessage>
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: `${string}:${string}`, address: string): Promise<void>
  setSessions(sessions: SIWXSession[]): Promise<void>
  getSessions(chainId: `${string}:${string}`, address: string): Promise<SIWXSession[]>
  /** Whether a session is required: the sign-in view then cannot be closed without one. */
  getRequired?(): boolean
}

/**
 * One-click sign-in over WalletConnect (only when every network is eip155): what the pairing asks
 * the wallet to sign (`wc_sessionAuthenticate`), taken from the app's SIWX message.
 */
export interface WalletConnectSignInRequest {
  /** CAIP-2 ids the wallet may sign for; one CACAO comes back per chain it has. */
  chains: string[]
  domain: string
  uri: string
  nonce: string
  iat: string
  statement?: string | undefined
  exp?: string | undefined
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
  methods?: string[] | undefined
}

/** A CACAO the wallet answered with, as the text it signed. */
export interface WalletConnectSignIn {
  chainId: `${string}:${string}`
  address: string
  message: string
  signature: string
  cacao: unknown
}

/** The legacy EVM form (`siweConfig`), mapped onto SIWXConfig. */
export interface SIWEConfig {
  getNonce(address?: string): Promise<string>
  createMessage(args: {
    address: string
    chainId: number
    domain: string
    uri: string
    version: '1'
    nonce: string
    issuedAt: string
    statement?: string | undefined
  }): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<{ address: string; chainId: number } | null>
  signOut(): Promise<boolean>
  /** Whether sign-in is required (the hosted kit's `required`); default true. */
  required?: boolean | undefined
  statement?: string | undefined
}

/** Where the sign-in of the connected account stands (`state.siwx`). */
export interface SiwxState {
  /**
   * off: no `siwx` option, or the legacy `siweConfig` with a non-EVM account (it signs in eip155 accounts
   * only); idle: nothing connected; needed: no session yet (the view asks); signed: a session.
   */
  status: 'off' | 'idle' | 'checking' | 'needed' | 'signing' | 'signed'
  session?: SIWXSession | undefined
  /**
   * Why the last sign-in failed, for the view: `signatureDeclined` ('Signature declined'),
   * `walletCannotSign`, the wallet's error, or the app's SIWX config's own reason (as `text`).
   */
  error?: FoyerMessage | undefined
}
