// What a chain family's lazy code does alike with the state its page part (AdapterCore) hands it: connect
// quietly, make a connection the adapter's, follow the wallet's own changes, wait for a remembered wallet.
// Never on the page: only the adapters' connect chunks import it. It imports the connection code (binding
// nothing), which is always there before it: the error classes both use then ride in that code's chunk.
import '../instance/actions.js'
import { DisconnectError } from '../errors/connectionErrors.js'
import type { CaipNetwork } from '../types/network.js'
import type { AdapterCore, AdapterCoreConnection } from './adapterCore.js'
import type { AdapterConnection } from './types.js'

/** What a connection reports: the wallet's own changes (not the adapter's requests); `ended` when it ended. */
export type AdapterConnectionListener<C> = (connection: C, ended?: boolean) => void

/**
 * Runs `task` (a connect, a resync, a disconnect the adapter asked for) with the wallet's change events
 * taken as the results they are, not news.
 *
 * @example
 * // An adapter's connect: the wallet's accountsChanged while it asks is the result, not news.
 * const accounts = await quietly(core, () => wallet.connect())
 */
export async function quietly<T>(core: { quiet: number }, task: () => Promise<T>): Promise<T> {
  core.quiet++
  try {
    return await task()
  } finally {
    core.quiet--
  }
}

/**
 * Makes `connection` the adapter's on `network` and remembers both; the wallet only with `rememberWallet`
 * (a wallet on the page, for the resync; a WalletConnect session is core's to resync).
 *
 * @example
 * startConnection(core, connection, network, true)
 */
export function startConnection<C extends AdapterCoreConnection>(
  core: AdapterCore<unknown, C>,
  connection: C,
  network: CaipNetwork,
  rememberWallet: boolean,
): void {
  core.connection?.stop()
  core.connection = connection
  core.network = network
  core.memory.write({
    connectorId: rememberWallet ? connection.connectorId : undefined,
    chainId: String(network.id),
  })
}

/**
 * The listener a connection reports the wallet's own changes to: ignored while the adapter's own request
 * runs or once another connection took over; an end ends the adapter's connection (`disconnect`), another
 * account goes to `changed`, which reports it (`accountChanged`).
 *
 * @example
 * const connection = openConnection(wallet, connectionChanges(core, (c) => ({ address: c.address, chainId: network.id, connectorId: c.connectorId })))
 */
export function connectionChanges<C extends AdapterCoreConnection>(
  core: AdapterCore<unknown, C>,
  changed: (connection: C) => AdapterConnection,
): AdapterConnectionListener<C> {
  return (connection, ended) => {
    if (core.quiet > 0 || core.connection !== connection) return
    if (ended) {
      core.end()
      core.emitter.emit('disconnect', {})
    } else core.emitter.emit('accountChanged', changed(connection))
  }
}

/**
 * The wallet `find` returns once the page offers it (`watch` calls its argument on each chance: a
 * wallet-standard registration, a poll), or undefined after `timeoutMs`.
 *
 * @example
 * const wallet = await waitForWallet(() => wallets.find(name), 3_000, (check) => registry.on('register', check))
 */
export function waitForWallet<W>(
  find: () => W | undefined,
  timeoutMs: number,
  watch: (check: () => void) => () => void,
): Promise<W | undefined> {
  const found = find()
  if (found !== undefined || timeoutMs <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const done = (wallet: W | undefined) => {
      clearTimeout(timer)
      unwatch()
      resolve(wallet)
    }
    const timer = setTimeout(() => done(undefined), timeoutMs)
    const unwatch = watch(() => {
      const wallet = find()
      if (wallet !== undefined) done(wallet)
    })
  })
}

/**
 * A remembered connection's resync: `resume` (quietly) finds the wallet and takes what it still grants
 * without asking the visitor. Nothing, or a wallet that throws, forgets the wallet and resolves null.
 *
 * @example
 * reconnect: () => resyncConnection(core, () => resumeWallet(core.memory.read().connectorId))
 */
export async function resyncConnection(
  core: AdapterCore<unknown, AdapterCoreConnection>,
  resume: () => Promise<AdapterConnection | null | undefined>,
): Promise<AdapterConnection | null> {
  try {
    const resumed = await quietly(core, resume)
    if (resumed) return resumed
  } catch {
    // A wallet that throws on a silent connect is not connected.
  }
  core.memory.write({ connectorId: undefined })
  return null
}

/**
 * Ends the connection on the wallet's side first (quietly), then the adapter's.
 *
 * @throws DisconnectError
 * @example
 * disconnect: () => disconnectConnection(core)
 */
export async function disconnectConnection(
  core: AdapterCore<unknown, AdapterCoreConnection & { disconnect(): Promise<void> }>,
): Promise<void> {
  const connection = core.connection
  if (connection)
    await quietly(core, () =>
      connection.disconnect().catch((error: unknown) => {
        throw new DisconnectError({ cause: error })
      }),
    )
  core.end()
}
