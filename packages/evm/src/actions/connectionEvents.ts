import type { AdapterEmitter } from '@foyer/core'
import type { Config } from '@wagmi/core'
import { toConnector } from '../connectors/toConnector.js'

// How the EvmAdapter turns wagmi's state into adapter events. Only a connection has any to report, and a
// connection starts with the connect code this loads with (actions/interactive.ts), so the page does not
// carry it: until then the adapter knows it is not connected.

/** The current connection, as the adapter last read it. */
interface Snapshot {
  connected: boolean
  address?: string | undefined
  chainId?: number | undefined
  connectorId?: string | undefined
}

/** The adapter's side of the tracking: its last snapshot, its quiet count (its own calls), its events. */
export interface ConnectionTracking {
  snapshot: Snapshot
  /** While above 0 the adapter's own connect or disconnect runs: it reports the outcome itself. */
  quiet: number
  emit: AdapterEmitter['emit']
}

/** The current connection, read from wagmi's state as its getConnection() does. */
export function readSnapshot(config: Config): Snapshot {
  const { status, current, connections } = config.state
  const connection = current ? connections.get(current) : undefined
  const address = connection?.accounts[0]
  const connected = status === 'connected' && Boolean(address)
  return {
    connected,
    address: connected ? address : undefined,
    chainId: connected ? connection?.chainId : undefined,
    connectorId: connected && connection ? toConnector(connection.connector).id : undefined,
  }
}

/** Turns a wagmi state change made by the wallet into the adapter's event, if any. */
export function onStateChange(config: Config, tracking: ConnectionTracking): void {
  const previous = tracking.snapshot
  const next = readSnapshot(config)
  tracking.snapshot = next
  if (tracking.quiet > 0) return
  if (next.connected && next.address && next.chainId !== undefined && next.connectorId) {
    const connection = { address: next.address, chainId: next.chainId, connectorId: next.connectorId }
    if (!previous.connected || previous.address !== next.address || previous.connectorId !== next.connectorId)
      tracking.emit('accountChanged', connection)
    else if (previous.chainId !== next.chainId) tracking.emit('chainChanged', { chainId: next.chainId })
    return
  }
  // 'connecting' and 'reconnecting' are passing states; only a settled disconnect is reported.
  if (previous.connected && config.state.status === 'disconnected') tracking.emit('disconnect', {})
}
