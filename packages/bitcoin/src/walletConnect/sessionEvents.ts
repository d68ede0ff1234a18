import type { WalletConnectSession } from '@foyer/core'

/** A wallet's session event by name (`bip122_addressesChanged`) with its chain and data. */
export interface SessionEvent {
  chainId: string
  name: string
  data: unknown
}

/**
 * Follows every event the wallet emits in the session (`sessionEvent`). Core's session forwards chain and
 * account changes under their own names; the bip122 namespace's `bip122_addressesChanged` needs the event by
 * name, which core's session emits as `sessionEvent` (a core addition this adapter asks for; without it no
 * listener is ever called and the adapter keeps the addresses it asked for with getAccountAddresses).
 */
export function onSessionEvent(
  session: WalletConnectSession,
  listener: (event: SessionEvent) => void,
): () => void {
  // Core's event map types the events it names; this one is read structurally and checked.
  const on = session.on as unknown as (event: string, listener: (payload: unknown) => void) => () => void
  return on.call(session, 'sessionEvent', (payload) => {
    const { chainId, name, data } = (payload ?? {}) as Partial<SessionEvent>
    if (typeof chainId === 'string' && typeof name === 'string') listener({ chainId, name, data })
  })
}
