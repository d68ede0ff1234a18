/**
 * What the embedded wallet's steps share: the signed-in user and chain, the frame, the state slice
 * (`embeddedWallet`) and the step wrapper that shows a step's progress and failure. Part of the
 * lazily loaded flow (flow.ts composes it with the steps).
 */
import { FrameError, type FrameTransport, type FrameUser } from '@foyer/frame'
import { alertForServerMessage } from '../alerts/alerts.js'
import { toErrorMessage } from '../errors/toUserMessage.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { pushRoute, toRoute } from '../router/router.js'
import type { ViewName } from '../router/types.js'
import { setEmbedded } from '../storage/remember.js'
import { createFrameLoader, type FrameLoader } from './frameLoader.js'
import { EMBEDDED_NAMESPACE, embeddedError } from './shared.js'
import type { EmbeddedWalletState } from './types.js'

export interface FlowSession {
  readonly frame: FrameLoader
  user: FrameUser | undefined
  chainId: number
  patch(next: Partial<EmbeddedWalletState>): void
  /** Shows the failure in the state and throws it as an EmbeddedWalletError. */
  fail(error: unknown): never
  /** The chain the page asks the frame for: the app's EVM network, else the last used, else the first. */
  appChainId(): number
  /** Runs a step on the ready frame with `busy` shown; a failure is shown (and alerted when the server says so). */
  step<T>(run: (current: FrameTransport) => Promise<T>): Promise<T>
  /** Routes to `view`, in place of the current view with `replace`. */
  go(view: ViewName, replace?: boolean): void
  /** Forgets the user here and in storage (the frame keeps its own session until SIGN_OUT). */
  forget(): void
  /** Forgets the user, then asks the frame to sign out. */
  signOut(): Promise<void>
}

const STORED = [
  'session',
  'email',
  'emailLoginUsed',
  'lastEmailLoginTime',
  'socialUsername',
  'socialProvider',
] as const

/** The state of a signed-out wallet. */
const SIGNED_OUT: Partial<EmbeddedWalletState> = {
  busy: false,
  email: undefined,
  newEmail: undefined,
  error: undefined,
  approval: undefined,
  userName: undefined,
  loginProvider: undefined,
  social: undefined,
  farcaster: undefined,
  accountType: undefined,
  accounts: undefined,
  smartAccountDeployed: undefined,
}

export function createFlowSession(context: FoyerKernel, locale: () => string | undefined): FlowSession {
  const { store, storage, options } = context
  const patch = (next: Partial<EmbeddedWalletState>) =>
    store.setState({ embeddedWallet: { ...store.getState().embeddedWallet, ...next } })
  const fail = (error: unknown): never => {
    const failure = embeddedError(error)
    patch({ busy: false, error: toErrorMessage(failure) })
    throw failure
  }
  const appChainId = (): number => {
    const network = store.getState().caipNetwork
    if (network?.chainNamespace === EMBEDDED_NAMESPACE && typeof network.id === 'number') return network.id
    const stored = Number(storage.getEmbedded('lastUsedChainId'))
    if (Number.isSafeInteger(stored) && stored > 0) return stored
    const first = options.networks.find((n) => n.chainNamespace === EMBEDDED_NAMESPACE)
    return typeof first?.id === 'number' ? first.id : 1
  }
  const session: FlowSession = {
    frame: createFrameLoader(context, locale, appChainId, patch),
    user: undefined,
    chainId: 1,
    patch,
    fail,
    appChainId,
    async step(run) {
      patch({ busy: true, error: undefined })
      try {
        const result = await run(await session.frame.ready())
        patch({ busy: false })
        return result
      } catch (error) {
        alertFromServer(context, error)
        return fail(error)
      }
    },
    go(view, replace = false) {
      const { router } = store.getState()
      const next = replace
        ? { ...router, history: [...router.history.slice(0, -1), toRoute(view)] }
        : pushRoute(router, toRoute(view))
      store.setState({ router: next })
    },
    forget() {
      session.user = undefined
      for (const key of STORED) setEmbedded(storage, key, undefined)
      patch(SIGNED_OUT)
    },
    async signOut() {
      const current = session.frame.current()
      session.forget()
      if (current) await current.request('SIGN_OUT', undefined).catch(() => undefined)
    },
  }
  return session
}

/** A frame error the server worded as one of the alerts (the project's origin, its plan) opens that alert. */
export function alertFromServer(context: FoyerKernel, error: unknown): void {
  const alert = error instanceof FrameError ? alertForServerMessage(error.shortMessage) : undefined
  if (alert) context.store.setState({ alert })
}
