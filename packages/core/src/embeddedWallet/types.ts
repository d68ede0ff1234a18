import type { FoyerMessage } from '../messages/types.js'

declare module '../store/types.js' {
  interface FoyerState {
    /** The embedded wallet's email login, email update and signing approvals (see `foyer.embeddedWallet`). */
    embeddedWallet: EmbeddedWalletState
  }
}

/** Events of the embedded wallet an adapter follows (the frame's user changed account or chain, or signed out). */
export interface EmbeddedWalletEventMap {
  accountsChanged: { accounts: readonly string[] }
  chainChanged: { chainId: number }
  disconnect: Record<string, never>
}

/**
 * The embedded wallet as core hands it to an adapter: an EIP-1193-style `request` over the secure
 * site's frame. Requests that sign open the modal's ApproveTransaction view while the frame asks the
 * visitor; the key never leaves the secure site. Defined by core so adapters need no frame code.
 */
export interface EmbeddedWallet {
  /** The signed-in address (EIP-55). */
  address(): string
  /** The chain the wallet signs on. */
  chainId(): number
  /** The visitor's email, when they signed in with one. */
  email(): string | undefined
  /** An EIP-1193 request; errors carry the EIP-1193 `code` (4001 rejected, 4200 not allowed, ...). */
  request(args: {
    method: string
    params?: readonly unknown[] | Record<string, unknown> | undefined
  }): Promise<unknown>
  /** Moves the wallet to another chain of the app (SWITCH_NETWORK). */
  switchChain(chainId: number): Promise<void>
  /** Signs out on the secure site and forgets the session here. */
  disconnect(): Promise<void>
  on<E extends keyof EmbeddedWalletEventMap>(
    event: E,
    listener: (payload: EmbeddedWalletEventMap[E]) => void,
  ): () => void
}

/** The social providers that sign in through a provider's window; Farcaster has its own flow. */
export type SocialLoginProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/** A social login under way: the provider's window is open, its answer is being checked, or it was blocked. */
export interface SocialLoginState {
  provider: SocialLoginProvider
  status: 'waiting' | 'connecting' | 'blocked'
}

/** A Farcaster sign-in under way: the link to show (as a QR code too), then the wait for the Farcaster app. */
export interface FarcasterLoginState {
  status: 'loading' | 'waiting' | 'connecting' | 'expired' | 'error'
  /** The relay's link for the Farcaster app (a QR code on desktop, a deep link on phones). */
  url?: string | undefined
}

/** Where an email login or email update stands; the views read it from `state.embeddedWallet`. */
export interface EmbeddedWalletState {
  /** The secure site's frame: not asked for yet, loading, answering, or failed to load. */
  frame: 'idle' | 'loading' | 'ready' | 'error'
  /** A request to the frame is under way (the view shows progress and keeps its buttons calm). */
  busy: boolean
  /** The address the code went to (login), or the signed-in email. */
  email?: string | undefined
  /** The address an email update moves to. */
  newEmail?: string | undefined
  /** Epoch ms before which no new code may be asked for (30 s). */
  cooldownUntil?: number | undefined
  /** The last failure, as the text to show, by id (the secure site's own wording as `text`: 'Invalid code. ...'). */
  error?: FoyerMessage | undefined
  /** A social login under way (ConnectingSocial reads it). */
  social?: SocialLoginState | undefined
  /** A Farcaster sign-in under way (ConnectingFarcaster reads it). */
  farcaster?: FarcasterLoginState | undefined
  /** How the signed-in visitor logged in, when not by email; the Account view shows its icon. */
  loginProvider?: SocialLoginProvider | 'farcaster' | undefined
  /** The name the social provider or Farcaster gave. */
  userName?: string | undefined
  /** A signing request waiting for the visitor in the secure site's frame. */
  approval?: { method: string } | undefined
  /** Which of the user's accounts acts on the current network (the smart account where enabled). */
  accountType?: EmbeddedAccountType | undefined
  /** The user's accounts: the EOA, and the smart account where enabled. */
  accounts?: readonly { address: string; type: EmbeddedAccountType }[] | undefined
  /** Whether the smart account has been deployed on the current network (its first transaction does it). */
  smartAccountDeployed?: boolean | undefined
  /** Networks (chain ids) where the secure site offers smart accounts (cached in local storage). */
  smartAccountNetworks?: readonly number[] | undefined
}

/** An embedded-wallet user's account types. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'
