/**
 * Loaded with import() from SolanaAdapter.connectWalletConnect only: WalletConnect stays off page load.
 * Turns core's session (its `solana` namespace) into the adapter's connection.
 */
import {
  type CaipNetwork,
  followSessionAccounts,
  InvalidParameterError,
  startSessionAccount,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectSession,
} from '@foyer/core'
import { SolanaRequestError } from '../errors/errors.js'
import type { ConnectionListener, SessionConnection } from '../internal/connection.js'

const NAMESPACE = 'solana'
const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The connection over `session`'s Solana account, on the first of these networks the wallet approved:
 * the app's network (`chainId`: a genesis prefix or `solana:<prefix>`), the adapter's active `network`,
 * the adapter's other `networks` in order. Null when the session has no Solana account or approved none
 * of the adapter's networks.
 */
export function connectSession(
  session: WalletConnectSession,
  networks: readonly CaipNetwork[],
  active: CaipNetwork,
  chainId: number | string | undefined,
  changed: ConnectionListener,
): { connection: SessionConnection; network: CaipNetwork } | null {
  const start = startSessionAccount(session, NAMESPACE, base58Address, { networks, active, chainId })
  if (!start) return null
  const { network, approved } = start
  let address = start.account.address
  const stop = followSessionAccounts(session, NAMESPACE, base58Address, {
    current: () => address,
    moved(next) {
      address = next
      changed(connection)
    },
    ended: () => changed(connection, true),
  })

  const connection: SessionConnection = {
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    get address() {
      return address
    },
    async signer(target, requested) {
      if (requested !== undefined && requested !== address)
        throw new InvalidParameterError('address', `${requested} is not an account of the connected wallet`)
      if (!approved(target))
        throw new SolanaRequestError(`The wallet did not approve ${target.name}`, {
          messageId: 'errorWalletDidNotApprove',
          messageParams: { network: target.name },
          details: `${target.caipNetworkId} is not among the session's chains ${session.chains(NAMESPACE).join(', ')}`,
        })
      const { walletConnectSigner } = await import('./signer.js')
      return walletConnectSigner(session, address, target)
    },
    async disconnect() {
      stop()
      // Local first, as the EVM adapter does: core ends the session on the relay in the background
      // (bounded, else forgotten locally), so a relay that is down keeps no account connected.
      void session.disconnect().catch(() => undefined)
    },
    stop,
  }
  return { connection, network }
}
