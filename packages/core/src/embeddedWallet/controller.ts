import type { AdapterConnection, ChainAdapter } from '../adapter/types.js'
import type { FoyerContext } from '../instance/context.js'
import { registerSlices } from '../store/slices.js'
import type { EmbeddedAccountType, SocialLoginProvider } from './types.js'

/**
 * What the lazily loaded flow (flow.ts) does for the controller: the visitor's steps (social login
 * takes the window the click opened), the stored session's resync, and the frame's upkeep.
 */
export interface EmbeddedWalletFlow
  extends Omit<EmbeddedWalletActions, 'connectSocial' | 'preload' | 'setLocale'> {
  connectSocial(provider: SocialLoginProvider, popup: Window | null): Promise<void>
  resync(adapter: ChainAdapter): Promise<AdapterConnection | null>
  signOut(): Promise<void>
  walletInfo(): { name: string } | undefined
  /** Tells a loaded frame the page's language changed (SYNC_LOCALE); a frame yet to load reads it from its URL. */
  syncLocale(): void
  destroy(): void
}

/** The visitor-facing steps of the embedded wallet (`foyer.embeddedWallet`). */
export interface EmbeddedWalletActions {
  /**
   * Starts an email login: checks the page's origin against the project, loads the secure site's
   * frame and asks it for a code (CONNECT_EMAIL). Routes to EmailVerifyDevice or EmailVerifyOtp.
   * Throws EmbeddedWalletError ('Please try again after N seconds' within 30 s of the last one;
   * 'Enter a valid email address').
   *
   * @example
   * await foyer.embeddedWallet.connectEmail('ada@example.com')
   */
  connectEmail(email: string): Promise<void>
  /** Waits for the visitor to approve this browser from the link in their mail, then routes to the code. */
  connectDevice(): Promise<void>
  /** Sends the 6-digit code; on success the wallet connects and the Account view shows it. */
  connectOtp(otp: string): Promise<void>
  /** Email update: a code to the current address, then one to the new address. */
  updateEmail(email: string): Promise<void>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<void>
  /**
   * Shows the visitor their private key inside the secure site's frame, after a fresh email code
   * (ApproveTransaction stays under the frame meanwhile). The key never reaches the page; resolves
   * when the visitor is done, rejects with 4001 when they cancel.
   */
  exportPrivateKey(): Promise<void>
  /**
   * Opens the secure site's passkey card for the signed-in wallet: its passkeys, 'Add a passkey' (the
   * device's sheet opens on the visitor's press inside the frame) and Remove (the last one after an
   * email code on that card). Once a wallet has a passkey, each signature and key export is confirmed
   * by it, checked on the secure site. Resolves when the visitor closes the card.
   */
  addPasskey(): Promise<void>
  /**
   * Signs in with a passkey the visitor added before, on any browser that holds it: no code. The
   * secure site's card asks for it; an unknown passkey says so there. Connects like an email login.
   *
   * @example
   * button.onclick = () => foyer.embeddedWallet.connectPasskey()
   */
  connectPasskey(): Promise<void>
  /**
   * Chooses which account acts where smart accounts are enabled (SET_PREFERRED_ACCOUNT); the
   * choice persists. On an error the wallet falls back to its EOA with 'This application might not
   * support Smart Accounts'. The connected address (and the app's wagmi account) follows.
   *
   * @example
   * await foyer.embeddedWallet.setPreferredAccountType('eoa')
   */
  setPreferredAccountType(type: EmbeddedAccountType): Promise<void>
  /**
   * Social login: opens the provider's sign-in window at once (call it in the visitor's
   * click, or the browser blocks the window), asks the secure site for the provider's address and
   * shows ConnectingSocial until the provider answers; the wallet then connects as after an email login.
   * A blocked window, a cancel or a refusal leaves a message (and Connect for the last two).
   *
   * @example
   * button.onclick = () => foyer.embeddedWallet.connectSocial('github')
   */
  connectSocial(provider: SocialLoginProvider): Promise<void>
  /** Stops a social login under way (the visitor left ConnectingSocial): its window closes. */
  cancelSocial(): void
  /**
   * Sign In With Farcaster: a code from the secure site (its Farcaster auth relay channel) in
   * `state.embeddedWallet.farcaster.url`, for a QR code and a link; resolves once the visitor's
   * Farcaster app signed and the wallet connected. Calling it again gets a new code.
   *
   * @example
   * foyer.router.push('ConnectingFarcaster') // the view calls connectFarcaster() itself
   */
  connectFarcaster(): Promise<void>
  /** Loads the frame code ahead of use (the email field got focus). */
  preload(): void
  /**
   * The language of the secure site's own cards (approval, key export): one of the modal's tags
   * (`@foyer/react` calls it as its locale changes); the frame ignores any other value and speaks en.
   */
  setLocale(locale: string): void
}

/**
 * What the embedded wallet's steps share, on the instance's context (internal to core): the flow, which
 * the connection code makes on the first step once its code arrived (runFlow.ts), and the language the
 * app last set (setLocale), which a frame made later names in its URL.
 */
interface EmbeddedWalletHolder {
  flow?: EmbeddedWalletFlow | undefined
  locale?: string | undefined
}

declare module '../instance/context.js' {
  interface FoyerContext {
    /** The embedded wallet's flow, once made (email login, socials, Farcaster). */
    embeddedWallet: EmbeddedWalletHolder
  }
}

/** What the page answers itself, without waiting for the flow's code (a social login's window opens in the click). */
type OwnAction = 'connectSocial' | 'cancelSocial' | 'preload' | 'setLocale'

/** The visitor's other steps, each forwarded to the flow's method of that name once its code arrived. */
const STEPS = [
  'connectEmail',
  'connectDevice',
  'connectOtp',
  'updateEmail',
  'updateEmailPrimaryOtp',
  'updateEmailSecondaryOtp',
  'exportPrivateKey',
  'addPasskey',
  'connectPasskey',
  'connectFarcaster',
  'setPreferredAccountType',
] as const satisfies readonly Exclude<keyof EmbeddedWalletActions, OwnAction>[]

/**
 * One per instance: `foyer.embeddedWallet`. Only this stays on the page-load path: the flow, its input
 * checks and the frame load with import() on first use (or to resync a stored embedded session).
 * destroy() ends the flow.
 */
export function createEmbeddedWalletActions(context: FoyerContext): EmbeddedWalletActions {
  registerSlices(context, { embeddedWallet: { frame: 'idle', busy: false } })
  const holder: EmbeddedWalletHolder = {}
  context.embeddedWallet = holder
  const run = <T>(call: (flow: EmbeddedWalletFlow) => Promise<T>) =>
    context.actions.run((m) => m.runFlow(context, call))
  const steps = Object.fromEntries(
    STEPS.map((name) => [name, (value?: unknown) => run((flow) => flow[name](value as never))]),
  ) as Pick<EmbeddedWalletActions, (typeof STEPS)[number]>
  context.onDestroy(() => holder.flow?.destroy())
  // `satisfies`: a step missing from STEPS (or from here) is a type error.
  return {
    ...steps,
    connectSocial(provider) {
      // Opened here, in the click, before anything is awaited: the browser blocks it otherwise.
      // The flow checks the provider (and closes the window for a wrong one).
      const popup = globalThis.open?.('', 'foyer-social-login', 'popup,width=500,height=640') ?? null
      return run((flow) => flow.connectSocial(provider, popup))
    },
    cancelSocial: () => holder.flow?.cancelSocial(),
    preload: () => {
      context.actions.run((m) => m.loadFlow()).catch(() => {})
    },
    setLocale(next) {
      holder.locale = next
      holder.flow?.syncLocale()
    },
  } satisfies EmbeddedWalletActions
}
