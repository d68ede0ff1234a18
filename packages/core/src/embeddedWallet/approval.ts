import type { FrameTransport } from '@foyer/frame'
import type { FoyerKernel } from '../instance/kernel.js'
import { currentRoute, goBackRoute, pushRoute, resetRoute, toRoute } from '../router/router.js'
import type { EmbeddedWalletState } from './types.js'

/**
 * Runs a signing request while the modal shows ApproveTransaction and the frame asks the visitor;
 * afterwards the view closes (or pops back). A rejection aborts the other pending signing requests;
 * reads go on.
 */
export async function withApproval<T>(
  context: FoyerKernel,
  current: FrameTransport | undefined,
  method: string,
  run: () => Promise<T>,
): Promise<T> {
  const { store } = context
  if (!current) return run()
  const patch = (next: Partial<EmbeddedWalletState>) =>
    store.setState({ embeddedWallet: { ...store.getState().embeddedWallet, ...next } })
  const before = store.getState()
  const opened = !before.open
  store.setState({
    open: true,
    router: opened
      ? resetRoute({ view: 'ApproveTransaction' })
      : pushRoute(before.router, toRoute('ApproveTransaction')),
    embeddedWallet: { ...before.embeddedWallet, approval: { method } },
  })
  current.show()
  try {
    return await run()
  } catch (error) {
    current.abortUnsafeRpcRequests()
    throw error
  } finally {
    current.hide()
    const state = store.getState()
    patch({ approval: undefined })
    if (currentRoute(state.router)?.view === 'ApproveTransaction') {
      if (opened || state.router.history.length <= 1) store.setState({ open: false })
      else store.setState({ router: goBackRoute(state.router) })
    }
  }
}
