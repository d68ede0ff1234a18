/**
 * Loaded with import() from SolanaAdapter.connectWalletConnect only: WalletConnect stays off page load.
 * Turns core's session (its `solana` namespace) into the adapter's connection.
 */
import {
  type CaipNetwork,
  InvalidParameterError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectSession,
} from '@foyer/core'
import { SolanaRequestError } from '../errors/errors.js'
import type { ConnectionListener, SessionConnection } from '../internal/connection.js'

const NAMESPACE = 'solana'
const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** A Solana account of the session: `solana:<reference>:<base58 address>`. */
export interface SessionAccount {
  /** The chain's genesis-hash prefix. */
  reference: string
  address: string
}

/** The session's Solana accounts, the wallet's order; anything that is not `solana:<ref>:<base58>` is left out. */
export function sessionAccounts(accounts: readonly string[]): SessionAccount[] {
  return accounts.flatMap((account) => {
    const [namespace, reference, address, ...rest] = account.split(':')
    return namespace === NAMESPACE && reference && address && rest.length === 0 && base58Address.test(address)
      ? [{ reference, address }]
      : []
  })
}

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
  const approved = (network: CaipNetwork) => session.chains(NAMESPACE).includes(network.caipNetworkId)
  const wanted =
    chainId === undefined
      ? undefined
      : networks.find((n) => String(n.id) === String(chainId).replace(/^solana:/, ''))
  const network = [wanted, active, ...networks].find(
    (candidate): candidate is CaipNetwork => candidate !== undefined && approved(candidate),
  )
  const accounts = sessionAccounts(session.accounts(NAMESPACE))
  const first = accounts.find((a) => a.reference === String(network?.id)) ?? accounts[0]
  if (!network || !first) return null
  let address = first.address

  /** The wallet's accounts changed: the same account if it is still there, else its first one. */
  const follow = (addresses: readonly string[]) => {
    if (addresses.includes(address)) return
    const [next] = addresses
    if (next === undefined) changed(connection, true)
    else {
      address = next
      changed(connection)
    }
  }
  const unsubscribers = [
    session.on('accountsChanged', ({ chainId, accounts: changed }) => {
      if (chainId.startsWith(`${NAMESPACE}:`)) follow(sessionAccounts(changed).map((a) => a.address))
    }),
    session.on('sessionUpdate', () =>
      follow(sessionAccounts(session.accounts(NAMESPACE)).map((a) => a.address)),
    ),
    session.on('disconnect', () => changed(connection, true)),
  ]
  const stop = () => {
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe()
  }

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
