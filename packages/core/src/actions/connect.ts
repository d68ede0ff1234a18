import { BaseError } from '@foyer/errors'
import * as z from 'zod/mini'
import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { AdapterNotFoundError, ConnectorNotFoundError } from '../errors/connectionErrors.js'
import { ConnectError, InvalidOptionError, UserRejectedRequestError } from '../errors/errors.js'
import { isUserRejection, toErrorMessage, toUserMessage } from '../errors/toUserMessage.js'
import type { FoyerContext } from '../instance/context.js'
import { isUnsupportedNetwork } from '../networks/isUnsupportedNetwork.js'
import { addRecentWallet } from '../storage/recentWallets.js'
import { setRecentWalletIds } from '../storage/remember.js'
import type { ChainNamespace } from '../types/network.js'
import { issueMessage } from '../validation/issueMessage.js'
import { setAccount } from './accountState.js'
import { applyConnection, routeForNetwork } from './applyConnection.js'
import { refreshAccount } from './refreshAccount.js'

const connectInput = z.object({
  connectorId: z.string().check(z.minLength(1, { error: 'must be a non-empty connector id' })),
  chain: z.optional(z.enum(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'])),
})

/**
 * Connects through one connector: status 'connecting', then 'connected' with the account,
 * the wallet's network (or the unsupported-network placeholder), the Account or UnsupportedChain view, the balance,
 * and the wallet remembered as recent. On failure sets connectionError with the user-facing text (its id), status back
 * to 'disconnected', and throws UserRejectedRequestError, the adapter's Foyer error, or ConnectError.
 */
export async function connect(
  context: FoyerContext,
  connectorId: string,
  options: { chain?: ChainNamespace | undefined } = {},
): Promise<void> {
  // A destroyed instance reaches no wallet: AbortError.
  context.signal.throwIfAborted()
  const parsed = connectInput.safeParse({ connectorId, ...options }, { error: issueMessage })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidOptionError(issue?.path.join('.') || 'connectorId', issue?.message ?? 'invalid')
  }
  const connector = context.store
    .getState()
    .connectors.find((c) => c.id === connectorId && (!options.chain || c.chain === options.chain))
  if (!connector) throw new ConnectorNotFoundError({ details: `no connector with id "${connectorId}"` })
  // WalletConnect pairs through its own flow (a URI to show), not an adapter connector.
  if (connector.id === WALLET_CONNECT_CONNECTOR_ID && context.walletConnect.connector === connector)
    return context.walletConnect.connect()
  const namespace = connector.chain
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError({ details: `no adapter for namespace ${namespace}` })

  const before = context.store.getState()
  setAccount(context, namespace, { status: 'connecting' })
  context.store.setState({ loading: true, connectionError: undefined })

  const selected = before.caipNetwork
  const chainId =
    selected && selected.chainNamespace === namespace && !isUnsupportedNetwork(selected)
      ? selected.id
      : undefined

  let connection: Awaited<ReturnType<typeof adapter.connect>>
  try {
    connection = await adapter.connect(chainId === undefined ? { connectorId } : { connectorId, chainId })
  } catch (error) {
    const message = toErrorMessage(error)
    setAccount(context, namespace, { status: 'disconnected' })
    context.store.setState({ loading: false, connectionError: { connectorId, message } })
    if (isUserRejection(error)) {
      throw error instanceof UserRejectedRequestError ? error : new UserRejectedRequestError({ cause: error })
    }
    if (error instanceof BaseError) throw error
    throw new ConnectError(connectorId, toUserMessage(error), {
      cause: error,
      messageId: message.id,
      messageParams: message.params,
    })
  }

  const { supported } = applyConnection(context, namespace, connection)
  const recentId = connector.info?.rdns ?? connector.id
  const recentWalletIds = addRecentWallet(context.store.getState().recentWalletIds, recentId)
  setRecentWalletIds(context.storage, recentWalletIds)
  context.store.setState({ loading: false, recentWalletIds })
  routeForNetwork(context, supported, true)
  await refreshAccount(context)
}
