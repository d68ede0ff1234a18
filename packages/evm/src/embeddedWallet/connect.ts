/** Loaded with import() from EvmAdapter.connectEmbeddedWallet only: the embedded wallet stays off page load. */
// Loaded after the connect and switch code (actions/interactive.ts), which this imports so that a bundler
// keeps the code both use in that one chunk (lazy.ts says why).
import '../actions/interactive.js'
import { type AdapterConnection, EMBEDDED_WALLET_CONNECTOR_ID, type EmbeddedWallet } from '@foyer/core'
import {
  type Config,
  getConnection,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
} from '@wagmi/core'
import { embeddedWalletConnector } from './connector.js'

/**
 * Registers a wagmi connector for the embedded wallet in the adapter's Config and connects through
 * it, so wagmi's signMessage, sendTransaction and switchChain reach the secure site.
 */
export async function connectEmbeddedWallet(
  config: Config,
  wallet: EmbeddedWallet,
): Promise<AdapterConnection | null> {
  if (!wallet.address()) return null
  const previous = config.connectors.find((c) => c.id === EMBEDDED_WALLET_CONNECTOR_ID)
  if (previous) {
    if (config.state.connections.has(previous.uid))
      await wagmiDisconnect(config, { connector: previous }).catch(() => undefined)
    config._internal.connectors.setState((list) => list.filter((c) => c.uid !== previous.uid))
  }
  const connector = config._internal.connectors.setup(embeddedWalletConnector(wallet))
  config._internal.connectors.setState((list) => [...list, connector])
  await wagmiConnect(config, { connector })
  const connection = getConnection(config)
  if (connection.status !== 'connected') return null
  return {
    address: connection.address,
    chainId: connection.chainId,
    connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
  }
}
