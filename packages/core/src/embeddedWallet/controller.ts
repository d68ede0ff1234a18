import type { AdapterConnection, ChainAdapter } from '../adapter/types.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from '../constants.js'
import { EmbeddedWalletError } from '../errors/errors.js'
import type { FoyerContext } from '../instance/context.js'
import { lazyModule } from '../utils/lazyModule.js'
import type { EmbeddedWalletFlow } from './flow.js'

/** The visitor-facing steps of the embedded wallet (`foyer.embeddedWallet`). */
export interface EmbeddedWalletActions {
  /**
   * Starts an email login: checks the page's origin against the project (§5), loads the secure site's
   * frame and asks it for a code (CONNECT_EMAIL). Routes to EmailVerifyDevice or EmailVerifyOtp.
   * Throws EmbeddedWalletError ('Please try again after N seconds' within 30 s of the last one, §5).
   *
   * @example
   * await foyer.embeddedWallet.connectEmail('ada@example.com')
   */
  connectEmail(email: string): Promise<void>
  /** Waits for the visitor to approve this browser from the link in their mail, then routes to the code. */
  connectDevice(): Promise<void>
  /** Sends the 6-digit code; on success the wallet connects and the Account view shows it. */
  connectOtp(otp: string): Promise<void>
  /** Email update (§4): a code to the current address, then one to the new address. */
  updateEmail(email: string): Promise<void>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<void>
  /** Loads the frame code ahead of use (the email field got focus). */
  preload(): void
}

export interface EmbeddedWalletController extends EmbeddedWalletActions {
  resyncFor(adapter: ChainAdapter): (() => Promise<AdapterConnection | null>) | undefined
  walletInfo(): { name: string } | undefined
  destroy(): void
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CODE = /^\d{6}$/

/** One per instance; the flow and the frame load with import() on first use only. */
export function createEmbeddedWalletController(context: FoyerContext): EmbeddedWalletController {
  let flow: EmbeddedWalletFlow | undefined
  const module = lazyModule(() => import('./flow.js'))
  const run = <T>(call: (f: EmbeddedWalletFlow) => Promise<T>) =>
    module.run((m) => {
      flow ??= m.createEmbeddedWalletFlow(context)
      return call(flow)
    })
  const checked = (value: unknown, pattern: RegExp, message: string): string => {
    if (typeof value !== 'string' || !pattern.test(value.trim())) throw new EmbeddedWalletError(message)
    return value.trim()
  }
  const email = (value: unknown) => checked(value, EMAIL, 'Enter a valid email address')
  const code = (value: unknown) => checked(value, CODE, 'Enter the 6-digit code')
  const guard =
    <A>(parse: (value: unknown) => A, call: (f: EmbeddedWalletFlow, value: A) => Promise<void>) =>
    (value: unknown) => {
      try {
        const parsed = parse(value)
        return run((f) => call(f, parsed))
      } catch (error) {
        return Promise.reject(error)
      }
    }
  return {
    connectEmail: guard(email, (f, v) => f.connectEmail(v)),
    connectDevice: () => run((f) => f.connectDevice()),
    connectOtp: guard(code, (f, v) => f.connectOtp(v)),
    updateEmail: guard(email, (f, v) => f.updateEmail(v)),
    updateEmailPrimaryOtp: guard(code, (f, v) => f.updateEmailPrimaryOtp(v)),
    updateEmailSecondaryOtp: guard(code, (f, v) => f.updateEmailSecondaryOtp(v)),
    preload: () => module.preload(),
    resyncFor(adapter) {
      if (
        !adapter.connectEmbeddedWallet ||
        context.storage.getConnectedConnectorId(adapter.namespace) !== EMBEDDED_WALLET_CONNECTOR_ID
      )
        return undefined
      return () => run((f) => f.resync(adapter))
    },
    walletInfo: () => flow?.walletInfo(),
    destroy: () => flow?.destroy(),
  }
}
