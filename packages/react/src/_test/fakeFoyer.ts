import type {
  ConnectMethod,
  ConnectorGroup,
  FoyerInstance,
  FoyerOptions,
  FoyerState,
  ResolvedOptions,
  Route,
  ViewName,
} from '@foyer/core'
import { vi } from 'vitest'
import { mainnet, polygon } from './fixtures.js'

/**
 * A FoyerInstance on a tiny store, for UI tests until core's createFoyer is used everywhere.
 * It follows core's contract where the UI depends on it: open picks Connect/Account, close refuses on
 * UnsupportedChain with a shake, the router keeps a stack. Actions are vi.fn so tests assert calls.
 */
export interface FakeFoyer extends FoyerInstance {
  setState(patch: Partial<FoyerState> | ((state: FoyerState) => Partial<FoyerState>)): void
  groups: ConnectorGroup[]
  methods: ConnectMethod[]
}

const toRoute = (route: Route | ViewName): Route =>
  typeof route === 'string' ? ({ view: route } as Route) : route

export function createFakeFoyer(
  options: Partial<FoyerOptions> = {},
  initial: Partial<FoyerState> = {},
): FakeFoyer {
  const resolved: ResolvedOptions = {
    networks: [mainnet, polygon],
    enableWalletConnect: true,
    apiUrl: 'http://127.0.0.1:1',
    blockchainApiUrl: 'http://127.0.0.1:1',
    secureSiteUrl: 'http://127.0.0.1:1',
    relayUrl: 'ws://127.0.0.1:1',
    ...options,
    features: {
      email: true,
      socials: ['google', 'github'],
      swaps: true,
      onramp: true,
      send: true,
      receive: true,
      history: true,
      analytics: false,
      allWallets: true,
      ...options.features,
    },
  } as ResolvedOptions
  let state: FoyerState = {
    open: false,
    loading: false,
    shake: false,
    router: { history: [], direction: 'next' },
    activeNamespace: 'eip155',
    caipNetwork: resolved.networks[0],
    accounts: { eip155: { status: 'disconnected' } },
    connectors: [],
    recentWalletIds: [],
    connectionError: undefined,
    snackbar: undefined,
    alert: undefined,
    walletDirectory: { featured: [], recommended: [], custom: [] },
    walletDirectoryStatus: { loading: false, error: undefined },
    allWallets: {
      wallets: [],
      count: undefined,
      page: 0,
      loading: false,
      error: undefined,
      search: { query: '', wallets: [], loading: false, error: undefined },
    },
    balances: { items: [], loading: false, error: undefined, fetchedAt: undefined, account: undefined },
    history: { items: [], next: undefined, loading: false, error: undefined, account: undefined },
    send: {
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: '',
      resolvedReceiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImage: undefined,
      resolving: false,
      inputError: 'A token is required',
      gas: undefined,
      estimating: false,
      status: 'idle',
      error: undefined,
      hash: undefined,
      sent: [],
    },
    walletConnect: { status: 'idle' },
    embeddedWallet: { frame: 'idle', busy: false },
    siwx: { status: 'off' },
    names: {
      query: '',
      suggestions: [],
      loading: false,
      error: undefined,
      status: 'idle',
      registered: undefined,
    },
    ...initial,
  }
  const listeners = new Set<(state: FoyerState, previous: FoyerState) => void>()
  let snackbarId = 0

  const setState: FakeFoyer['setState'] = (patch) => {
    const previous = state
    state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) }
    for (const listener of listeners) listener(state, previous)
  }
  const history = () => state.router.history

  const fake: FakeFoyer = {
    options: resolved,
    groups: [],
    methods: ['wallet', 'email', 'social'],
    embeddedWallet: {
      connectEmail: vi.fn(async () => {}),
      connectDevice: vi.fn(async () => {}),
      connectOtp: vi.fn(async () => {}),
      updateEmail: vi.fn(async () => {}),
      updateEmailPrimaryOtp: vi.fn(async () => {}),
      updateEmailSecondaryOtp: vi.fn(async () => {}),
      exportPrivateKey: vi.fn(async () => {}),
      connectSocial: vi.fn(async () => {}),
      cancelSocial: vi.fn(),
      connectFarcaster: vi.fn(async () => {}),
      setPreferredAccountType: vi.fn(async () => {}),
      preload: vi.fn(),
    },
    names: {
      suggest: vi.fn(async () => {}),
      register: vi.fn(async () => 'name.foyer.id'),
    },
    siwx: {
      signIn: vi.fn(async () => {}),
      cancel: vi.fn(async () => {}),
      signOut: vi.fn(async () => {}),
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setState,
    open: vi.fn((openOptions) => {
      const connected = state.accounts[state.activeNamespace]?.status === 'connected'
      const route: Route =
        openOptions && 'route' in openOptions
          ? openOptions.route
          : toRoute(openOptions?.view ?? (connected ? 'Account' : 'Connect'))
      setState({ open: true, router: { history: [route], direction: 'next' } })
    }),
    close: vi.fn(() => {
      const view = history().at(-1)?.view
      if (view === 'UnsupportedChain') {
        setState({ shake: true })
        return false
      }
      setState({ open: false, router: { history: [], direction: 'prev' } })
      return true
    }),
    router: {
      push: vi.fn((route) =>
        setState({ router: { history: [...history(), toRoute(route)], direction: 'next' } }),
      ),
      replace: vi.fn((route) =>
        setState({ router: { history: [...history().slice(0, -1), toRoute(route)], direction: 'next' } }),
      ),
      reset: vi.fn((route) => setState({ router: { history: [toRoute(route)], direction: 'next' } })),
      goBack: vi.fn(() => setState({ router: { history: history().slice(0, -1), direction: 'prev' } })),
    },
    isMobile: vi.fn(() => false),
    getConnectMethodsOrder: () => fake.methods,
    getConnectorGroups: vi.fn(() => fake.groups),
    connect: vi.fn(async () => {}),
    disconnect: vi.fn(async () => {}),
    connectWalletConnect: vi.fn(async () => {}),
    preloadWalletConnect: vi.fn(),
    cancelWalletConnect: vi.fn(),
    switchNetwork: vi.fn(async () => {}),
    refreshAccount: vi.fn(async () => {}),
    fetchBalances: vi.fn(async () => {}),
    fetchHistory: vi.fn(async () => {}),
    fetchIdentity: vi.fn(async () => ({ name: null, avatar: null })),
    send: {
      setToken: vi.fn(async () => {}),
      setAmount: vi.fn(async () => {}),
      setMax: vi.fn(async () => ''),
      setReceiver: vi.fn(async () => {}),
      estimate: vi.fn(async () => {}),
      submit: vi.fn(async () => ''),
      reset: vi.fn(async () => {}),
    },
    showSnackbar: vi.fn(async (variant, message) => {
      snackbarId += 1
      setState({ snackbar: { id: snackbarId, variant, message } })
    }),
    hideSnackbar: vi.fn(() => setState({ snackbar: undefined })),
    closeAlert: vi.fn(() => setState({ alert: undefined })),
    destroy: vi.fn(),
    ready: Promise.resolve(),
    fetchWallets: vi.fn(async () => ({ count: 0, data: [] })),
    loadMoreWallets: vi.fn(async () => {}),
    loadWalletDirectory: vi.fn(async () => {}),
    searchWallets: vi.fn(async () => {}),
    getWallet: vi.fn(async () => undefined),
    setWalletDirectory: vi.fn((groups) =>
      setState({ walletDirectory: { ...state.walletDirectory, ...groups } }),
    ),
  }
  return fake
}
