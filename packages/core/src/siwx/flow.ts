/**
 * Sign in with a wallet: loaded with import() when the app has a `siwx` (or `siweConfig`) option
 * and an account connects. Asks the app's SIWX config for a session; without one the modal shows
 * SIWXSignMessage, and signIn() signs the config's message with the connected wallet and stores it.
 * Nothing here depends on the chain: the config writes the message for the account's chain (EIP-4361,
 * CAIP-122 for Solana and Bitcoin) and the active namespace's adapter signs it.
 */

// Loaded after the connection code, which this imports so that a bundler keeps the code both use in the
// connection code's one chunk (instance/onDemand.ts says why).
import '../instance/actions.js'
import { isUserRejection } from '../errors/toUserMessage.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { errorMessage } from '../messages/errorMessage.js'
import { resetRoute } from '../router/router.js'
import type { SIWXConfig, SiwxState } from './types.js'

const SIGNATURE_DECLINED = { id: 'signatureDeclined' } as const

export interface SiwxFlow {
  check(): Promise<void>
  signIn(): Promise<void>
  cancel(disconnect: () => Promise<void>): Promise<void>
  signOut(): Promise<void>
}

export function createSiwxFlow(context: FoyerKernel, config: SIWXConfig): SiwxFlow {
  const { store } = context
  const set = (next: SiwxState) => store.setState({ siwx: next })
  const required = () => config.getRequired?.() ?? false
  // The legacy siweConfig is Sign-In with Ethereum: its message and server know eip155 accounts only.
  const appliesTo = (chainId: string) => !context.options.siweConfig || chainId.startsWith('eip155:')
  const active = () => {
    const state = store.getState()
    const account = state.accounts[state.activeNamespace]
    const network = state.caipNetwork
    const supported = context.options.networks.some((n) => n.caipNetworkId === network?.caipNetworkId)
    if (account?.status !== 'connected' || !account.address || !network || !supported) return undefined
    return { address: account.address, chainId: network.caipNetworkId, key: account.caipAddress }
  }
  // The legacy siweConfig form has its own view name (ConnectingSiwe); both show the same view.
  const signView = () => (context.options.siweConfig ? 'ConnectingSiwe' : 'SIWXSignMessage')
  const closeView = () => {
    const state = store.getState()
    const view = state.router.history.at(-1)?.view
    if (view === 'SIWXSignMessage' || view === 'ConnectingSiwe') store.setState({ open: false })
  }

  return {
    async check() {
      const account = active()
      if (!account) return set({ status: 'idle' })
      if (!appliesTo(account.chainId)) return set({ status: 'off' })
      set({ status: 'checking' })
      const sessions = await config.getSessions(account.chainId, account.address).catch(() => [])
      // The visitor switched account or chain meanwhile: that change runs its own check.
      if (active()?.key !== account.key) return
      const [session] = sessions
      if (session) {
        set({ status: 'signed', session })
        closeView()
        return
      }
      set({ status: 'needed' })
      store.setState({ open: true, router: resetRoute({ view: signView() }) })
    },

    async signIn() {
      const account = active()
      const adapter = context.adapters.get(store.getState().activeNamespace)
      if (account && !appliesTo(account.chainId)) return
      if (!account || !adapter?.signMessage) {
        set({ status: 'needed', error: { id: 'walletCannotSign' } })
        return
      }
      set({ status: 'signing' })
      try {
        // The message is built for this account and chain once: a later switch does not change it.
        const message = await config.createMessage({
          accountAddress: account.address,
          chainId: account.chainId,
        })
        const text = message.toString()
        const signature = await adapter.signMessage({ message: text, address: account.address })
        const { toString: _t, ...data } = message
        const session = { data, message: text, signature }
        await config.addSession(session)
        set({ status: 'signed', session })
        closeView()
      } catch (error) {
        // The app's SIWX config speaks its own words (its server's reason): those show as they are.
        const own = error instanceof Error && error.message ? error.message : undefined
        const shown = isUserRejection(error)
          ? SIGNATURE_DECLINED
          : errorMessage(error, own ? { id: 'text', params: { text: own } } : SIGNATURE_DECLINED)
        set({ status: 'needed', error: shown })
        throw error
      }
    },

    async cancel(disconnect) {
      if (required()) {
        await disconnect()
        set({ status: 'idle' })
        return
      }
      store.setState({ open: false })
    },

    async signOut() {
      const account = active()
      if (!account) return set({ status: 'idle' })
      await config.revokeSession(account.chainId, account.address)
      set({ status: 'needed' })
      // Required: a connected account without a session is asked again at once, in the view that
      // cannot be closed (its Cancel disconnects), instead of staying connected and unsigned.
      if (required()) store.setState({ open: true, router: resetRoute({ view: signView() }) })
    },
  }
}
