import { type AdapterConnection, DisconnectError } from '@foyer/core'
import { type Config, disconnect, reconnect } from '@wagmi/core'
import { toConnector } from '../connectors/toConnector.js'

/**
 * EvmAdapter.reconnect's work, loaded with the connect code (core asks only when it remembers a
 * connection): wagmi's reconnect() with only the wallet last used. Null when nothing is stored, the
 * wallet is gone or it fails.
 */
export async function reconnectStored(config: Config): Promise<AdapterConnection | null> {
  try {
    const recentId = await config.storage?.getItem('recentConnectorId')
    const connector = recentId ? config.connectors.find((c) => c.id === recentId) : undefined
    if (!connector) return null
    const [connection] = await reconnect(config, { connectors: [connector] })
    const address = connection?.accounts[0]
    if (!connection || !address) return null
    return { address, chainId: connection.chainId, connectorId: toConnector(connection.connector).id }
  } catch {
    return null
  }
}

/** EvmAdapter.disconnect's work: wagmi's disconnect(); a failure is a DisconnectError. */
export async function disconnectWallet(config: Config): Promise<void> {
  await disconnect(config).catch((error: unknown) => {
    throw new DisconnectError({ cause: error })
  })
}
