import type { StoreApi } from 'zustand/vanilla'
import { setConnectedAddress } from '../storage/connectedAddress.js'
import type { FoyerStorage } from '../storage/storage.js'
import type { FoyerState } from '../store/types.js'
import type { ChainNamespace } from '../types/network.js'

/**
 * With `ssr: true`, remembers each namespace's connected address next to its connector (storage/connectedAddress.ts;
 * core keeps only the connector otherwise), so the next server render can show the account. Written when an
 * account becomes connected or changes address; removed once it is disconnected. A passing state
 * ('reconnecting', 'connecting') leaves it, so a reload during the resync keeps it.
 */
export function persistAddresses(store: StoreApi<FoyerState>, storage: FoyerStorage): () => void {
  return store.subscribe((state, previous) => {
    if (state.accounts === previous.accounts) return
    for (const namespace of Object.keys(state.accounts) as ChainNamespace[]) {
      const account = state.accounts[namespace]
      const before = previous.accounts[namespace]
      if (!account || account === before) continue
      if (account.status === 'connected' && account.address) {
        if (before?.status !== 'connected' || before.address !== account.address)
          setConnectedAddress(storage, namespace, account.address)
      } else if (account.status === 'disconnected' && before?.status !== 'disconnected') {
        setConnectedAddress(storage, namespace, undefined)
      }
    }
  })
}
