// Connecting, reconnecting, disconnecting and switching networks: loaded with import() by preload() (the
// modal opened), a remembered connection's reconnect, or the first call that needs it.
import {
  type AdapterConnection,
  type CaipNetwork,
  ConnectorNotFoundError,
  connectionChanges,
  disconnectConnection,
  quietly,
  resyncConnection,
  startConnection,
  type WalletAccount,
  type WalletConnectSession,
} from '@foyer/core'
import { BitcoinRequestError, notConnected } from '../errors/errors.js'
import type { BitcoinCore } from '../internal/adapterCore.js'
import type { Connection } from '../internal/connection.js'
import { bitcoinNetworkSchema, connectParametersSchema, parseParameters } from '../internal/schemas.js'
import { addressFitsNetwork, networkForAddress } from '../networks/networkFor.js'
import { openConnection, resumeConnection } from '../wallets/open.js'
import { waitForWallet } from '../wallets/waitFor.js'

const toAdapterConnection = (core: BitcoinCore, connection: Connection): AdapterConnection => ({
  address: connection.address,
  chainId: core.network.id,
  connectorId: connection.connectorId,
  accounts: connection.accounts,
})

/**
 * The connected wallet's own changes (other addresses, a disconnect), whichever kind of wallet it is: a
 * wallet that moved to another network reports that network's addresses, and the network follows them.
 */
const changesOf = (core: BitcoinCore) =>
  connectionChanges(core, (connection) => {
    const network = networkForAddress(connection.address, core.network, core.networks)
    if (network !== core.network) {
      core.network = network
      core.memory.write({ chainId: String(network.id) })
    }
    return toAdapterConnection(core, connection)
  })

/** Makes `connection` the adapter's, and remembers its network and (but for WalletConnect) its wallet. */
function start(core: BitcoinCore, connection: Connection, network: CaipNetwork): AdapterConnection {
  startConnection(core, connection, network, connection.kind !== 'walletConnect')
  return toAdapterConnection(core, connection)
}

/** BitcoinAdapter.connect: the wallet's payment and ordinals addresses, on the network of its payment address. */
export async function connect(core: BitcoinCore, parameters: unknown): Promise<AdapterConnection> {
  const { connectorId, chainId } = parseParameters(connectParametersSchema, parameters)
  const found = core.wallets.find(connectorId)
  if (!found) throw new ConnectorNotFoundError({ details: `No Bitcoin wallet named "${connectorId}"` })
  const network = (chainId === undefined ? undefined : core.find(chainId)) ?? core.network
  return quietly(core, async () => {
    const connection = await openConnection(found, network, changesOf(core))
    return start(core, connection, networkForAddress(connection.address, network, core.networks))
  })
}

/** BitcoinAdapter.reconnect: the remembered wallet's still granted accounts, asking nothing; else null (forgotten). */
export const reconnect = (core: BitcoinCore, connectorId: string): Promise<AdapterConnection | null> =>
  resyncConnection(core, async () => {
    const found = await waitForWallet(core.wallets, connectorId, core.reconnectTimeoutMs)
    const connection = found && (await resumeConnection(found, changesOf(core)))
    return (
      connection &&
      start(core, connection, networkForAddress(connection.address, core.network, core.networks))
    )
  })

/**
 * BitcoinAdapter.connectWalletConnect: the session's Bitcoin account, with the other addresses the wallet shared
 * in the session's properties, else asked for in the background.
 */
export async function connectWalletConnect(
  core: BitcoinCore,
  session: WalletConnectSession,
  chainId: number | string | undefined,
): Promise<AdapterConnection | null> {
  const { connectSession } = await import('../walletConnect/connect.js')
  const started = connectSession(session, core.networks, core.network, chainId, changesOf(core))
  if (!started) return null
  const result = start(core, started.connection, started.network)
  // The session names one address; unless the wallet shared its others (ordinals, public keys, paths) in the
  // session's properties, they are asked for and arrive as an account change. Not asking spares a request to
  // the wallet on every connect and reload.
  if (!started.shared) void getAccountAddresses(core).catch(() => undefined)
  return result
}

/** BitcoinAdapter.disconnect: the wallet's side first, then the adapter's. @throws DisconnectError */
export const disconnect = disconnectConnection

/** BitcoinAdapter.switchNetwork: refused when the wallet's addresses are another network's. */
export async function switchNetwork(core: BitcoinCore, network: CaipNetwork): Promise<void> {
  parseParameters(bitcoinNetworkSchema, network)
  const target = core.resolve(network)
  if (target.caipNetworkId === core.network.caipNetworkId) return
  const connection = core.connection
  if (connection && !addressFitsNetwork(connection.address, target))
    throw new BitcoinRequestError(`The wallet's addresses are not ${target.name} addresses`, {
      messageId: 'errorWalletWrongNetwork',
      messageParams: { network: target.name },
      reason: 'network',
      details: `${connection.address} belongs to another Bitcoin network; switch the wallet and connect again`,
    })
  // A WalletConnect wallet answers only on the chains it approved: its signer refuses the others.
  if (connection?.kind === 'walletConnect') await connection.signer(target)
  core.network = target
  core.memory.write({ chainId: String(target.id) })
  if (connection) core.emitter.emit('chainChanged', { chainId: target.id })
}

/** BitcoinAdapter.getAccountAddresses: the wallet asked again; a change is reported as `accountChanged`. */
export async function getAccountAddresses(core: BitcoinCore): Promise<WalletAccount[]> {
  const connection = core.connection
  if (!connection) throw notConnected()
  const accounts = await (await connection.signer(core.network)).getAccountAddresses()
  if (core.connection === connection) connection.learn(accounts)
  return [...connection.accounts]
}
