import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectSession } from '@foyer/core'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import {
  type Address,
  type EIP1193Provider,
  getAddress,
  isAddress,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import { rejectionCodes } from '../errors/rpcCode.js'

const NAMESPACE = 'eip155'

/** The EVM addresses of the session's accounts: on `chainId` first, then any other, no duplicates. */
export function sessionAddresses(session: WalletConnectSession, chainId: number | undefined): Address[] {
  const parsed = session
    .accounts(NAMESPACE)
    .map((account) => account.split(':'))
    .filter((parts): parts is [string, string, string] => parts.length === 3 && isAddress(parts[2] ?? ''))
  const onChain = parsed.filter(([, reference]) => Number(reference) === chainId)
  return [...new Set([...onChain, ...parsed].map(([, , address]) => getAddress(address)))]
}

/** The EVM chain ids the wallet approved, from the session's chains and accounts. */
function sessionChainIds(session: WalletConnectSession): number[] {
  return session
    .chains(NAMESPACE)
    .map((chain) => Number(chain.split(':')[1]))
    .filter((id) => Number.isSafeInteger(id))
}

function rpcCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' ? code : undefined
}

/**
 * A wagmi connector over core's WalletConnect session: an EIP-1193 provider whose requests go to the
 * wallet on the connector's current chain, following the wallet's chainChanged/accountsChanged.
 */
export function walletConnectSessionConnector(session: WalletConnectSession) {
  return createConnector<EIP1193Provider>((config) => {
    const configured = config.chains.map((chain) => chain.id)
    const approved = sessionChainIds(session)
    // The app's first chain the wallet approved, else the wallet's first chain (the unsupported-network placeholder).
    let chainId = configured.find((id) => approved.includes(id)) ?? approved[0] ?? configured[0]
    let unsubscribers: (() => void)[] = []

    const caipChain = () => `${NAMESPACE}:${chainId}`
    const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
      switch (method) {
        case 'eth_chainId':
          return numberToHex(chainId ?? 0)
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return sessionAddresses(session, chainId)
        case 'wallet_switchEthereumChain': {
          // Errors keep the wallet's code, so the adapter's switch (add-chain fallback) reads them.
          const [{ chainId: target }] = params as [{ chainId: string }]
          await session.request({ method, params }, caipChain())
          connector.onChainChanged(String(Number(target)))
          return null
        }
        default:
          return session.request(params === undefined ? { method } : { method, params }, caipChain())
      }
    }
    const provider = { request, on: () => {}, removeListener: () => {} } as unknown as EIP1193Provider

    const connector = {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: session.peer.name,
      type: 'walletConnect',
      ...(session.peer.icon ? { icon: session.peer.icon } : {}),
      async connect<withCapabilities extends boolean = false>(
        parameters: { chainId?: number | undefined; withCapabilities?: withCapabilities | boolean } = {},
      ) {
        connector.subscribe()
        if (parameters.chainId !== undefined && approved.includes(parameters.chainId))
          chainId = parameters.chainId
        const accounts = sessionAddresses(session, chainId)
        return {
          accounts: (parameters.withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: chainId ?? 0,
        }
      },
      async disconnect() {
        connector.unsubscribe()
        // Local first: the page disconnects at once; a relay that is down must not keep the account
        // connected (core ends the session on the relay in the background, else forgets it locally).
        void session.disconnect().catch(() => undefined)
      },
      getAccounts: async () => sessionAddresses(session, chainId),
      getChainId: async () => chainId ?? 0,
      getProvider: async () => provider,
      isAuthorized: async () => sessionAddresses(session, chainId).length > 0,
      async switchChain({ chainId: target }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === target)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        try {
          // The SDK switches locally for a chain the session approved, else asks the wallet.
          await request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(target) }] })
        } catch (error) {
          const code = rpcCode(error)
          if (code !== undefined && rejectionCodes.has(code))
            throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as Error)
        }
        return chain
      },
      onAccountsChanged(accounts: string[]) {
        // The wallet's event is untrusted input: a non-address is dropped instead of throwing in the page.
        const valid = [
          ...new Set(accounts.filter((a) => isAddress(a, { strict: false })).map((a) => getAddress(a))),
        ]
        if (valid.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: valid })
      },
      onChainChanged(chain: string) {
        const id = Number(chain)
        if (!Number.isSafeInteger(id) || id === chainId) return
        chainId = id
        config.emitter.emit('change', { chainId: id, accounts: sessionAddresses(session, id) })
      },
      onDisconnect() {
        connector.unsubscribe()
        config.emitter.emit('disconnect')
      },
      subscribe() {
        if (unsubscribers.length > 0) return
        unsubscribers = [
          session.on('chainChanged', ({ chainId: caip }) => {
            if (caip.startsWith(`${NAMESPACE}:`)) connector.onChainChanged(caip.split(':')[1] ?? '')
          }),
          session.on('accountsChanged', ({ accounts }) =>
            connector.onAccountsChanged(accounts.map((a) => a.split(':').at(-1) ?? a)),
          ),
          session.on('sessionUpdate', () => {
            const accounts = sessionAddresses(session, chainId)
            if (accounts.length === 0) connector.onDisconnect()
            else config.emitter.emit('change', { accounts })
          }),
          session.on('disconnect', () => connector.onDisconnect()),
        ]
      },
      unsubscribe() {
        for (const unsubscribe of unsubscribers.splice(0)) unsubscribe()
      },
    }
    return connector
  })
}
