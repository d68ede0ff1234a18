/** Loaded with import() from EvmAdapter.connectWalletConnect only: WalletConnect stays off page load. */
// Loaded after the connect and switch code (actions/interactive.ts), which this imports so that a bundler
// keeps the code both use in that one chunk (lazy.ts says why).
import '../actions/interactive.js'
import { type AdapterConnection, WALLET_CONNECT_CONNECTOR_ID, type WalletConnectSession } from '@foyer/core'
import {
  type Config,
  getConnection,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
} from '@wagmi/core'
import { sessionAddresses, walletConnectSessionConnector } from './connector.js'

/**
 * Registers a wagmi connector for the session in the adapter's Config and connects through it, so the
 * app's wagmi actions (signMessage, sendTransaction, switchChain, getConnection) reach the wallet.
 * Resolves null when the session has no EVM account.
 */
export async function connectWalletConnect(
  config: Config,
  session: WalletConnectSession,
  chainId?: number,
): Promise<AdapterConnection | null> {
  if (sessionAddresses(session, undefined).length === 0) return null
  // A connector of an earlier session goes: one WalletConnect connector per Config.
  const previous = config.connectors.find((c) => c.id === WALLET_CONNECT_CONNECTOR_ID)
  if (previous) {
    if (config.state.connections.has(previous.uid))
      await wagmiDisconnect(config, { connector: previous }).catch(() => undefined)
    config._internal.connectors.setState((list) => list.filter((c) => c.uid !== previous.uid))
  }
  const connector = config._internal.connectors.setup(walletConnectSessionConnector(session))
  config._internal.connectors.setState((list) => [...list, connector])
  // The app's current chain when the wallet approved it (the connector checks), else its first approved one.
  await wagmiConnect(config, chainId === undefined ? { connector } : { connector, chainId })
  const connection = getConnection(config)
  if (connection.status !== 'connected') return null
  return {
    address: connection.address,
    chainId: connection.chainId,
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
  }
}
