import type { WalletConnectSession } from '@foyer/core'

/** A wallet's session event by name (`bip122_addressesChanged`) with its chain and data. */
export interface SessionEvent {
  chainId: string
  name: string
  data: unknown
}

/** Follows every event the wallet emits in the session, by name (core's `sessionEvent`). */
export function onSessionEvent(
  session: WalletConnectSession,
  listener: (event: SessionEvent) => void,
): () => void {
  return session.on('sessionEvent', listener)
}
