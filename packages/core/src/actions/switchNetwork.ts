import { UnsupportedChainError } from '../errors/connectionErrors.js'
import { toTypedError } from '../errors/toTypedError.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { errorMessage } from '../messages/errorMessage.js'
import { currentRoute, resetRoute } from '../router/router.js'
import { setLastChainId } from '../storage/remember.js'
import type { CaipNetwork } from '../types/network.js'
import { toCaipAddress } from '../utils/caip.js'
import { setAccount } from './accountState.js'
import { refreshAccount } from './refreshAccount.js'

/**
 * Selects a requested network. When its namespace is connected the wallet switches first
 * (the adapter adds the chain when needed); then the balance refreshes. A failure shows an error
 * snackbar with the error's short message and throws the typed error.
 */
export async function switchNetwork(context: FoyerKernel, network: CaipNetwork): Promise<void> {
  // A destroyed instance reaches no wallet: AbortError.
  context.signal.throwIfAborted()
  const requested = context.options.networks.find((n) => n.caipNetworkId === network?.caipNetworkId)
  if (!requested) {
    const error = new UnsupportedChainError({
      details: `${String(network?.caipNetworkId)} is not one of the "networks" option`,
    })
    void context.showSnackbar('error', errorMessage(error, { id: 'somethingWentWrong' }))
    throw error
  }
  const namespace = requested.chainNamespace
  const account = context.store.getState().accounts[namespace]
  const adapter = context.adapters.get(namespace)

  const connected = account?.status === 'connected' && adapter !== undefined && account.address !== undefined
  if (connected && adapter && account?.address) {
    context.store.setState({ loading: true })
    try {
      await adapter.switchNetwork(requested)
    } catch (error) {
      context.store.setState({ loading: false })
      const typed = toTypedError(error)
      void context.showSnackbar('error', errorMessage(typed, { id: 'somethingWentWrong' }))
      throw typed
    }
    // The old network's balance must not show under the new one while the refresh runs.
    const {
      balance: _b,
      balanceSymbol: _s,
      ...latest
    } = context.store.getState().accounts[namespace] ?? account
    setAccount(context, namespace, {
      ...latest,
      caipAddress: toCaipAddress(namespace, requested.id, latest.address ?? account.address),
    })
  }

  const state = context.store.getState()
  context.store.setState({
    caipNetwork: requested,
    activeNamespace: namespace,
    loading: false,
    ...(connected && currentRoute(state.router)?.view === 'UnsupportedChain'
      ? { router: resetRoute({ view: 'Account' }) }
      : {}),
  })
  setLastChainId(context.storage, requested.caipNetworkId)
  await refreshAccount(context)
}
