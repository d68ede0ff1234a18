import type {
  AdapterConnection,
  AdapterEvent,
  AdapterEventMap,
  AdapterSetupContext,
  ChainAdapter,
  WalletAccount,
  WalletConnectSession,
} from '../adapter/types.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from '../constants.js'
import type { EmbeddedWallet } from '../embeddedWallet/types.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import { createFakeCalls, type FakeAdapterCall, type FakeAdapterMethod } from './fakeCalls.js'

export type { FakeAdapterCall, FakeAdapterMethod } from './fakeCalls.js'

export interface FakeAdapterOptions {
  namespace?: ChainNamespace
  /** Default: an announced 'Fake Wallet' (rdns `io.foyer.fake`) and a WalletConnect connector. */
  connectors?: readonly Connector[]
  /** Address the wallet connects with. Default: an EVM test address. */
  address?: string
  /** Chain the wallet is on when it connects; default: the first network handed to setup. */
  chainId?: number | string
  /** What reconnect() resolves; default null (nothing to resync). */
  reconnectResult?: AdapterConnection | null
  /**
   * Native balance getBalance returns; default `{ balance: '1.234567', symbol: 'ETH' }`. `false` leaves
   * getBalance out, as a namespace without balances has it (the UniversalAdapter's polkadot, cosmos).
   */
  balance?: { balance: string; symbol: string } | false
  /** Every address the wallet shares on connect (a Bitcoin wallet's payment and ordinals); default none. */
  accounts?: readonly WalletAccount[]
  /**
   * Takes the embedded wallet (email and social login) as the EVM adapter does: connectEmbeddedWallet
   * connects its address, its account changes reach core, and switchNetwork moves it. Default false.
   */
  embedded?: boolean
  /**
   * Takes WalletConnect sessions as the EVM adapter does (connectWalletConnect), so core offers its own
   * WalletConnect connector and the default connectors leave theirs out. Default false.
   */
  walletConnect?: boolean
  /** Profile getProfile returns; `false` leaves getProfile out. Default `{ name: null, avatar: null }`. */
  profile?: { name: string | null; avatar: string | null } | false
  /** Names resolveName knows (`alice.eth` -> address); others resolve to null. */
  names?: Record<string, string>
  /** Addresses isAddress rejects (a wrong checksum, say); every other address passes. */
  invalidAddresses?: readonly string[]
  /** Fee estimateSend returns, in the native smallest unit; default 21000 gas at 1 gwei. */
  sendFee?: bigint
}

/** The signature the fake adapter's signMessage resolves. */
const FAKE_SIGNATURE = `0x${'5'.repeat(130)}`

/** The hash the fake adapter's sendTokens resolves. */
export const FAKE_TX_HASH = `0x${'ab'.repeat(32)}`

/** A ChainAdapter that talks to no wallet: every call is recorded, and tests drive it. */
export interface FakeAdapter extends ChainAdapter {
  readonly calls: readonly FakeAdapterCall[]
  /** What setup() received, once createFoyer ran. */
  readonly setupContext: AdapterSetupContext | undefined
  /** The chain the fake wallet is on. */
  readonly walletChainId: number | string | undefined
  /** Emit an adapter event as a wallet would. */
  emit<E extends AdapterEvent>(event: E, payload: AdapterEventMap[E]): void
  /** Replace the connectors and emit `connectors`. */
  setConnectors(connectors: readonly Connector[]): void
  /** The next call of `method` rejects with `error` (e.g. `{ code: 4001 }`). */
  failNext(method: FakeAdapterMethod, error: unknown): void
  /** The next call of `method` waits until the returned release() is called (to observe pending states). */
  hold(method: FakeAdapterMethod): { release(): void }
  /** Number of listeners core keeps for an event (0 after destroy()). */
  listenerCount(event: AdapterEvent): number
  /** Calls of one method. */
  callsOf(method: FakeAdapterCall['method']): FakeAdapterCall[]
  /** Change what the next connect/reconnect resolves with. */
  setAccount(parameters: { address?: string; chainId?: number | string }): void
  setReconnectResult(result: AdapterConnection | null): void
  setBalance(balance: { balance: string; symbol: string }): void
  /** The embedded wallet core handed over (with `embedded: true`), once a login finished. */
  readonly embeddedWallet: EmbeddedWallet | undefined
}

export const FAKE_ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

/** An announced wallet connector for tests. */
export function createFakeConnector(overrides: Partial<Connector> = {}): Connector {
  return {
    id: 'io.foyer.fake',
    type: 'ANNOUNCED',
    name: 'Fake Wallet',
    chain: 'eip155',
    imageUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    info: { rdns: 'io.foyer.fake' },
    ...overrides,
  }
}

/** The session's first account of `namespace` (CAIP-10), read as the EVM adapter reads it. */
function firstSessionAccount(session: WalletConnectSession, namespace: ChainNamespace) {
  const [, reference, address] = session.accounts(namespace)[0]?.split(':') ?? []
  if (!reference || !address) return undefined
  return { address, chainId: Number.isNaN(Number(reference)) ? reference : Number(reference) }
}

/** An announced 'Fake Wallet', plus a WalletConnect connector unless the adapter takes sessions itself. */
function defaultConnectors(namespace: ChainNamespace, takesSessions: boolean): readonly Connector[] {
  const announced = createFakeConnector({ chain: namespace })
  if (takesSessions) return [announced]
  return [
    announced,
    createFakeConnector({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: namespace,
      info: {},
    }),
  ]
}

/**
 * A fake ChainAdapter for tests of core and the UI. Connects any of its connectors at once with
 * FAKE_ADDRESS; switchNetwork moves the fake wallet and emits chainChanged like a real wallet.
 */
export function createFakeAdapter(options: FakeAdapterOptions = {}): FakeAdapter {
  const namespace = options.namespace ?? 'eip155'
  let connectors = options.connectors ?? defaultConnectors(namespace, options.walletConnect === true)
  let address = options.address ?? FAKE_ADDRESS
  let chainId = options.chainId
  let reconnectResult = options.reconnectResult ?? null
  let balance = options.balance || { balance: '1.234567', symbol: 'ETH' }
  let embeddedWallet: EmbeddedWallet | undefined
  const profile = options.profile === undefined ? { name: null, avatar: null } : options.profile
  let setupContext: AdapterSetupContext | undefined
  const { calls, run, emit, ...control } = createFakeCalls()

  const adapter: FakeAdapter = {
    namespace,
    get calls() {
      return calls
    },
    get setupContext() {
      return setupContext
    },
    get walletChainId() {
      return chainId
    },
    setup(context) {
      calls.push({ method: 'setup', args: [context] })
      setupContext = context
      chainId ??= context.networks[0]?.id
    },
    getConnectors: () => connectors,
    connect: (parameters) =>
      run('connect', [parameters], () => {
        if (!connectors.some((c) => c.id === parameters.connectorId)) {
          throw new Error(`fake adapter has no connector ${parameters.connectorId}`)
        }
        return {
          address,
          chainId: chainId ?? parameters.chainId ?? 1,
          connectorId: parameters.connectorId,
          ...(options.accounts ? { accounts: options.accounts } : {}),
        }
      }),
    reconnect: () => run('reconnect', [], () => reconnectResult),
    disconnect: () => run('disconnect', [], () => undefined),
    switchNetwork: (network: CaipNetwork) =>
      run('switchNetwork', [network], async () => {
        // The embedded wallet moves itself (its chainChanged reaches core through the listener below).
        if (embeddedWallet && typeof network.id === 'number') return embeddedWallet.switchChain(network.id)
        chainId = network.id
        emit('chainChanged', { chainId: network.id })
      }),
    ...(options.balance === false
      ? {}
      : { getBalance: (parameters: unknown) => run('getBalance', [parameters], () => balance) }),
    resolveName: (parameters) =>
      run('resolveName', [parameters], () => options.names?.[parameters.name] ?? null),
    isAddress: (candidate: string) =>
      run('isAddress', [candidate], () => !options.invalidAddresses?.includes(candidate)),
    estimateSend: (parameters) =>
      run('estimateSend', [parameters], () => ({ fee: options.sendFee ?? 21_000n * 1_000_000_000n })),
    sendTokens: (parameters) => run('sendTokens', [parameters], () => ({ hash: FAKE_TX_HASH })),
    sendTransaction: (parameters) => run('sendTransaction', [parameters], () => ({ hash: FAKE_TX_HASH })),
    signMessage: (parameters) => run('signMessage', [parameters], () => FAKE_SIGNATURE),
    ...(options.embedded
      ? { connectEmbeddedWallet: (wallet: EmbeddedWallet) => connectEmbedded(wallet) }
      : {}),
    ...(options.walletConnect
      ? { connectWalletConnect: (session: WalletConnectSession) => connectSession(session) }
      : {}),
    ...(profile === false
      ? {}
      : { getProfile: (parameters: unknown) => run('getProfile', [parameters], () => profile) }),
    on: control.on,
    emit,
    setConnectors(next) {
      connectors = next
      emit('connectors', { connectors: next })
    },
    failNext: control.failNext,
    hold: control.hold,
    listenerCount: control.listenerCount,
    callsOf: control.callsOf,
    setAccount(parameters) {
      if (parameters.address !== undefined) address = parameters.address
      if (parameters.chainId !== undefined) chainId = parameters.chainId
    },
    setReconnectResult(result) {
      reconnectResult = result
    },
    setBalance(next) {
      balance = next
    },
    get embeddedWallet() {
      return embeddedWallet
    },
  }
  // The session's first account of this namespace (CAIP-10), as the EVM adapter reads it.
  const connectSession = async (session: WalletConnectSession): Promise<AdapterConnection | null> => {
    calls.push({ method: 'connectWalletConnect', args: [session] })
    const account = firstSessionAccount(session, namespace)
    if (account) chainId = account.chainId
    return account ? { ...account, connectorId: 'walletConnect' } : null
  }
  // As the EVM adapter wraps it: the wallet's own account and chain changes become adapter events.
  const connectEmbedded = async (wallet: EmbeddedWallet): Promise<AdapterConnection> => {
    calls.push({ method: 'connectEmbeddedWallet', args: [wallet] })
    embeddedWallet = wallet
    wallet.on('accountsChanged', ({ accounts: [next] }) => {
      if (next)
        emit('accountChanged', {
          address: next,
          chainId: wallet.chainId(),
          connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
        })
    })
    wallet.on('chainChanged', ({ chainId: next }) => emit('chainChanged', { chainId: next }))
    wallet.on('disconnect', () => emit('disconnect', {}))
    return { address: wallet.address(), chainId: wallet.chainId(), connectorId: EMBEDDED_WALLET_CONNECTOR_ID }
  }
  return adapter
}
