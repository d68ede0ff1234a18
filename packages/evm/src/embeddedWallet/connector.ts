import { EMBEDDED_WALLET_CONNECTOR_ID, type EmbeddedWallet } from '@foyer/core'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import {
  type Address,
  type EIP1193Provider,
  getAddress,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import { rejectionCodes } from '../errors/rpcCode.js'

const accountsOf = (wallet: EmbeddedWallet): Address[] => {
  const address = wallet.address()
  return address ? [getAddress(address)] : []
}

/**
 * A wagmi connector over core's embedded wallet: requests go to the secure site's frame (which asks
 * the visitor before anything signs), so the app's wagmi hooks and actions sign through it.
 */
export function embeddedWalletConnector(wallet: EmbeddedWallet) {
  return createConnector<EIP1193Provider>((config) => {
    let unsubscribers: (() => void)[] = []
    const provider = {
      async request(args: { method: string; params?: readonly unknown[] }) {
        // Switching is the secure site's SWITCH_NETWORK, not an RPC it would refuse; the chains it
        // signs on are the app's, so there is nothing to add.
        if (args.method === 'wallet_switchEthereumChain') {
          const [{ chainId }] = args.params as [{ chainId: string }]
          await wallet.switchChain(Number(chainId))
          return null
        }
        if (args.method === 'wallet_addEthereumChain') return null
        return wallet.request(args)
      },
      on: () => {},
      removeListener: () => {},
    } as unknown as EIP1193Provider

    const connector = {
      id: EMBEDDED_WALLET_CONNECTOR_ID,
      name: 'Email wallet',
      type: 'AUTH',
      async connect<withCapabilities extends boolean = false>(
        parameters: { chainId?: number | undefined; withCapabilities?: withCapabilities | boolean } = {},
      ) {
        connector.subscribe()
        if (parameters.chainId !== undefined && parameters.chainId !== wallet.chainId())
          await wallet.switchChain(parameters.chainId)
        const accounts = accountsOf(wallet)
        return {
          accounts: (parameters.withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: wallet.chainId(),
        }
      },
      async disconnect() {
        connector.unsubscribe()
        await wallet.disconnect()
      },
      getAccounts: async () => accountsOf(wallet),
      getChainId: async () => wallet.chainId(),
      getProvider: async () => provider,
      isAuthorized: async () => accountsOf(wallet).length > 0,
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        try {
          await wallet.switchChain(chainId)
        } catch (error) {
          const code = (error as { code?: unknown }).code
          if (typeof code === 'number' && rejectionCodes.has(code))
            throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as Error)
        }
        return chain
      },
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(chain: string) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },
      onDisconnect() {
        connector.unsubscribe()
        config.emitter.emit('disconnect')
      },
      subscribe() {
        if (unsubscribers.length > 0) return
        unsubscribers = [
          wallet.on('chainChanged', ({ chainId }) => connector.onChainChanged(String(chainId))),
          wallet.on('accountsChanged', ({ accounts }) => connector.onAccountsChanged([...accounts])),
          wallet.on('disconnect', () => connector.onDisconnect()),
        ]
      },
      unsubscribe() {
        for (const unsubscribe of unsubscribers.splice(0)) unsubscribe()
      },
    }
    return connector
  })
}
