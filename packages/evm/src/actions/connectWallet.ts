import { type Config, type Connector, getConnection, connect as wagmiConnect } from '@wagmi/core'
import { mapWalletError } from '../errors/mapWalletError.js'
import type { EvmNetwork } from '../network/toCaipNetwork.js'
import { switchNetwork } from './switchNetwork.js'

/**
 * Connects `connector` through wagmi (unless it already is the connection), then asks the wallet to
 * switch to `network`. The connection stands even if the switch fails: core shows the wallet's chain.
 */
export async function connectWallet(config: Config, connector: Connector, network?: EvmNetwork) {
  const current = getConnection(config)
  if (!(current.status === 'connected' && current.connector.uid === connector.uid)) {
    await wagmiConnect(config, { connector }).catch((error: unknown) => {
      throw mapWalletError(error, 'connectionDeclined')
    })
  }
  if (network && getConnection(config).chainId !== network.id) {
    await switchNetwork(config, network).catch(() => undefined)
  }
}
