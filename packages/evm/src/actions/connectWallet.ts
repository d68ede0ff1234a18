import { type AdapterConnection, ConnectorNotFoundError } from '@foyer/core'
import { type Config, type Connector, getConnection, connect as wagmiConnect } from '@wagmi/core'
import { injectedConnectorId, toConnector } from '../connectors/toConnector.js'
import { WalletRequestError } from '../errors/errors.js'
import { mapWalletError } from '../errors/mapWalletError.js'
import { parseChainId } from '../network/chainId.js'
import type { EvmNetwork } from '../network/toCaipNetwork.js'
import { connectParameters, parseParameters } from '../parameters.js'
import { switchNetwork } from './switchNetwork.js'

/**
 * Connects `connector` through wagmi (unless it already is the connection), then asks the wallet to
 * switch to `network`. The connection stands even if the switch fails: core shows the wallet's chain.
 */
async function connectWallet(config: Config, connector: Connector, network?: EvmNetwork) {
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

/**
 * EvmAdapter.connect's work, loaded with the connect code: checks the parameters, finds the connector
 * (the generic injected one only while `listed` has it, that is while the page has window.ethereum),
 * connects it on the requested network and reports the connection that resulted.
 */
export async function connectById(
  config: Config,
  networks: readonly EvmNetwork[],
  parameters: { connectorId: string; chainId?: number | string | undefined },
  listed: () => readonly { id: string }[],
): Promise<AdapterConnection> {
  const { connectorId, chainId } = parseParameters(connectParameters, parameters)
  const targetChainId = chainId === undefined ? undefined : parseChainId(chainId)
  const connector = config.connectors.find((c) => c.id === connectorId)
  if (!connector || (connectorId === injectedConnectorId && !listed().some((c) => c.id === connectorId)))
    throw new ConnectorNotFoundError({ details: `No EVM connector with id "${connectorId}"` })
  await connectWallet(
    config,
    connector,
    networks.find((n) => n.id === targetChainId),
  )
  const connection = getConnection(config)
  if (connection.status !== 'connected')
    throw new WalletRequestError('The wallet did not connect', { messageId: 'errorWalletDidNotConnect' })
  return {
    address: connection.address,
    chainId: connection.chainId,
    connectorId: toConnector(connection.connector).id,
  }
}
