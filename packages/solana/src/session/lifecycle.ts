// Connecting, resyncing, disconnecting and switching networks: loaded with import() by preload() (the modal
// opened), a remembered connection's reconnect, or the first call that needs it.
import {
  type AdapterConnection,
  type CaipNetwork,
  ConnectError,
  ConnectorNotFoundError,
  connectionChanges,
  disconnectConnection,
  quietly,
  resyncConnection,
  standardWallets,
  startConnection,
  type WalletConnectSession,
  waitForWallet,
} from '@foyer/core'
import type { WalletAccount } from '@wallet-standard/base'
import { mapWalletError } from '../errors/mapWalletError.js'
import type { Connection } from '../internal/connection.js'
import type { SolanaCore } from '../internal/family.js'
import { connectParametersSchema, parseParameters, solanaNetworkSchema } from '../internal/schemas.js'
import { pickSolanaAccount, walletConnection } from '../wallets/connection.js'

const toAdapterConnection = (core: SolanaCore, connection: Connection): AdapterConnection => ({
  address: connection.address,
  chainId: core.network.id,
  connectorId: connection.connectorId,
})

/** The connected wallet's own changes (another account, a disconnect), whichever kind of wallet it is. */
const changesOf = (core: SolanaCore) =>
  connectionChanges(core, (connection) => toAdapterConnection(core, connection))

/** Makes `connection` the adapter's; remembers a wallet-standard wallet for reconnect() (a session is core's). */
function start(core: SolanaCore, connection: Connection, network: CaipNetwork): AdapterConnection {
  startConnection(core, connection, network, connection.wallet !== undefined)
  return toAdapterConnection(core, connection)
}

/** SolanaAdapter.connect: the wallet's first Solana account, after `standard:connect`. */
export async function connect(core: SolanaCore, parameters: unknown): Promise<AdapterConnection> {
  const { connectorId, chainId } = parseParameters(connectParametersSchema, parameters)
  const wallet = core.wallets.find(connectorId)
  if (!wallet) throw new ConnectorNotFoundError({ details: `No Solana wallet named "${connectorId}"` })
  const network = (chainId === undefined ? undefined : core.find(chainId)) ?? core.network
  return quietly(core, async () => {
    let accounts: readonly WalletAccount[]
    try {
      ;({ accounts } = await wallet.features['standard:connect'].connect())
    } catch (error) {
      throw mapWalletError(error, 'connectionDeclined')
    }
    const account = pickSolanaAccount(accounts)
    if (!account)
      throw new ConnectError(connectorId, 'The wallet shared no Solana account', {
        messageId: 'errorWalletNoSolanaAccount',
      })
    return start(core, walletConnection(wallet, account, changesOf(core)), network)
  })
}

/** SolanaAdapter.reconnect: the remembered wallet's account by a silent connect, asking nothing; else null (forgotten). */
export const reconnect = (core: SolanaCore, connectorId: string): Promise<AdapterConnection | null> =>
  resyncConnection(core, async () => {
    const wallet = await waitForWallet(
      () => core.wallets.find(connectorId),
      core.reconnectTimeoutMs,
      (check) => standardWallets().on('register', check),
    )
    const result = await wallet?.features['standard:connect'].connect({ silent: true })
    const account = result && pickSolanaAccount(result.accounts)
    return wallet && account && start(core, walletConnection(wallet, account, changesOf(core)), core.network)
  })

/** SolanaAdapter.connectWalletConnect: the session's Solana account. */
export async function connectWalletConnect(
  core: SolanaCore,
  session: WalletConnectSession,
  chainId: number | string | undefined,
): Promise<AdapterConnection | null> {
  const { connectSession } = await import('../walletConnect/connect.js')
  const started = connectSession(session, core.networks, core.network, chainId, changesOf(core))
  return started && start(core, started.connection, started.network)
}

/** SolanaAdapter.disconnect: the wallet's side first, then the adapter's. @throws DisconnectError */
export const disconnect = disconnectConnection

/** SolanaAdapter.switchNetwork: no chain to switch in the wallet; the next request names the new one. */
export async function switchNetwork(core: SolanaCore, network: CaipNetwork): Promise<void> {
  parseParameters(solanaNetworkSchema, network)
  const target = core.resolve(network)
  if (target.caipNetworkId === core.network.caipNetworkId) return
  core.network = target
  core.memory.write({ chainId: String(target.id) })
  if (core.connection) core.emitter.emit('chainChanged', { chainId: target.id })
}
