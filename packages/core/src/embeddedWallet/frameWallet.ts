/**
 * The embedded wallet as the EVM adapter sees it (`EmbeddedWallet`): an EIP-1193 provider over the
 * frame, where signing requests wait for the visitor's approval on the secure site, and its events.
 */
import { createFrameEip1193Provider, UNSAFE_RPC_METHODS } from '@foyer/frame'
import { DISALLOWED_RPC_ERROR_DELAY_MS } from '../constants.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { resetRoute } from '../router/router.js'
import { setEmbedded } from '../storage/remember.js'
import { withApproval } from './approval.js'
import type { FlowSession } from './flowSession.js'
import type { EmbeddedWallet, EmbeddedWalletEventMap } from './types.js'

type Listeners = { [E in keyof EmbeddedWalletEventMap]: Set<(payload: EmbeddedWalletEventMap[E]) => void> }

type Emit = <E extends keyof EmbeddedWalletEventMap>(event: E, payload: EmbeddedWalletEventMap[E]) => void

export interface FrameWallet {
  wallet: EmbeddedWallet
  emit: Emit
}

/** `followChain` keeps the smart account on the chain the wallet switched to. */
export function createFrameWallet(
  context: FoyerKernel,
  session: FlowSession,
  followChain: (chainId: number) => Promise<void>,
): FrameWallet {
  const { store, storage } = context
  const listeners: Listeners = { accountsChanged: new Set(), chainChanged: new Set(), disconnect: new Set() }
  const emit: Emit = (event, payload) => {
    for (const listener of [...listeners[event]]) (listener as (p: typeof payload) => void)(payload)
  }
  /** A disallowed method opens the modal and shows why, 300 ms later. */
  const showNotAllowed = () => {
    if (!store.getState().open) store.setState({ open: true, router: resetRoute({ view: 'Account' }) })
    context.timers.set(
      () => void context.showSnackbar('error', { id: 'rpcNotAllowed' }),
      DISALLOWED_RPC_ERROR_DELAY_MS,
    )
  }

  const wallet: EmbeddedWallet = {
    address: () => session.user?.address ?? '',
    chainId: () => session.chainId,
    email: () => session.user?.email ?? undefined,
    async request(args) {
      const current = await session.frame.ready()
      const provider = createFrameEip1193Provider(current, {
        getChainId: () => session.chainId,
        getAddress: () => session.user?.address,
      })
      const run = () => provider.request(args)
      try {
        return UNSAFE_RPC_METHODS.has(args.method)
          ? await withApproval(context, session.frame.current(), args.method, run)
          : await run()
      } catch (error) {
        if ((error as { code?: unknown }).code === 4200) showNotAllowed()
        throw error
      }
    },
    async switchChain(target) {
      const current = await session.frame.ready()
      const result = await current.request('SWITCH_NETWORK', { chainId: target })
      session.chainId = Number(result.chainId)
      setEmbedded(storage, 'lastUsedChainId', String(session.chainId))
      emit('chainChanged', { chainId: session.chainId })
      await followChain(session.chainId)
    },
    async disconnect() {
      await session.signOut()
    },
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>
      set.add(listener)
      return () => set.delete(listener)
    },
  }
  return { wallet, emit }
}
