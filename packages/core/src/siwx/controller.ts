// Loaded after the connection code, which this imports so that a bundler keeps the code both use in the
// connection code's one chunk (instance/onDemand.ts says why).
import '../instance/actions.js'
import type { FoyerKernel } from '../instance/kernel.js'
import type { FoyerState } from '../store/types.js'
import { lazyModule } from '../utils/lazyModule.js'
import type { SiwxFlow } from './flow.js'
import type { SIWXConfig, WalletConnectSignIn, WalletConnectSignInRequest } from './types.js'

/** Sign-in with a wallet as the instance offers it (`foyer.siwx`). */
export interface SiwxActions {
  /** Signs the app's sign-in message with the connected wallet and stores the session (SIWXSignMessage's Sign). */
  signIn(): Promise<void>
  /** SIWXSignMessage's Cancel: disconnects when sign-in is required, else closes. */
  cancel(): Promise<void>
  /** Ends the connected account's session (revokeSession); the view asks again. */
  signOut(): Promise<void>
}

export interface SiwxController {
  readonly actions: SiwxActions
  /** What a WalletConnect pairing asks to sign for one-click sign-in; undefined when it does not apply. */
  walletConnectRequest(): Promise<WalletConnectSignInRequest | undefined>
  /** Stores the session the wallet signed with the pairing, before the account connects. */
  adoptWalletConnect(signIns: readonly WalletConnectSignIn[]): Promise<void>
  /** Whether a required sign-in still has no session: the sign-in view then may not close. */
  blocksClose(): boolean
  destroy(): void
}

declare module '../instance/context.js' {
  interface FoyerContext {
    /** Sign in with a wallet, when the app configured it; closing the sign-in view asks it. */
    siwx?: SiwxController
  }
}

/**
 * Loaded by createFoyer only when the app configured sign-in: follows the connected account and
 * chain and, on each change, loads the flow (import()) to check for a session.
 */
export function createSiwxController(context: FoyerKernel, disconnect: () => Promise<void>): SiwxController {
  const { siwx, siweConfig } = context.options
  let config: Promise<SIWXConfig | undefined> | undefined
  const loadConfig = () => {
    config ??= siwx
      ? Promise.resolve(siwx)
      : siweConfig
        ? import('./fromSiweConfig.js').then((m) => m.fromSiweConfig(siweConfig))
        : Promise.resolve(undefined)
    return config
  }
  const module = lazyModule(async () => {
    const [flow, loaded] = await Promise.all([import('./flow.js'), loadConfig()])
    return loaded ? flow.createSiwxFlow(context, loaded) : undefined
  })
  const oneClick = lazyModule(() => import('./walletConnect.js'))
  const run = (call: (flow: SiwxFlow) => Promise<void>) =>
    module.run((flow) => (flow ? call(flow) : Promise.resolve()))
  const required = () => (siwx ? (siwx.getRequired?.() ?? false) : (siweConfig?.required ?? true))

  let last: string | undefined
  const follow = (state: FoyerState) => {
    const account = state.accounts[state.activeNamespace]
    // The flow needs the account and the network; on a resync the network can arrive second.
    const key =
      account?.status === 'connected' &&
      account.address &&
      state.caipNetwork &&
      // Never ask for a signature on a network the app does not support: UnsupportedChain comes first.
      context.options.networks.some((n) => n.caipNetworkId === state.caipNetwork?.caipNetworkId)
        ? `${state.caipNetwork.caipNetworkId}:${account.address}`
        : undefined
    if (key === last) return
    last = key
    run((flow) => flow.check()).catch(() => {})
  }
  const unsubscribe = context.store.subscribe(follow)
  // An account that connected before this module arrived (a fast resync) is checked too.
  follow(context.store.getState())
  return {
    actions: {
      signIn: () => run((flow) => flow.signIn()),
      cancel: () => run((flow) => flow.cancel(disconnect)),
      signOut: () => run((flow) => flow.signOut()),
    },
    walletConnectRequest: () =>
      oneClick.run(async (m) => {
        const loaded = await loadConfig()
        return loaded ? m.walletConnectSignInRequest(context, loaded) : undefined
      }),
    adoptWalletConnect: (signIns) =>
      oneClick.run(async (m) => {
        const loaded = await loadConfig()
        if (loaded) await m.adoptWalletConnectSignIn(context, loaded, signIns)
      }),
    blocksClose: () => {
      const { siwx: state } = context.store.getState()
      return required() && state.status !== 'signed' && state.status !== 'off'
    },
    destroy: unsubscribe,
  }
}
