import type { FrameTransport, FrameTransportOptions } from '@foyer/frame'
import type { ChainAdapter } from '../adapter/types.js'
import type { SIWEConfig, SIWXConfig } from '../siwx/types.js'
import type { CaipNetwork } from '../types/network.js'
import type { WalletConnectEngineFactory } from '../walletConnect/engineTypes.js'
import type { Features } from './features.js'

export interface ThemeVariables {
  '--foyer-accent'?: string | undefined
  '--foyer-border-radius-master'?: string | undefined
  '--foyer-font-family'?: string | undefined
  '--foyer-font-size-master'?: string | undefined
  '--foyer-z-index'?: number | undefined
}

export interface Metadata {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/**
 * Which of a user's accounts acts by default, per namespace. Only the embedded wallet (email, social
 * and Farcaster users) has a choice on eip155; for the other namespaces it names the type of an
 * address whose adapter says none.
 */
export interface DefaultAccountTypes {
  /** The embedded wallet's acting account: its smart account (default) or its EOA. */
  eip155?: 'smartAccount' | 'eoa' | undefined
  solana?: 'eoa' | undefined
  bip122?: 'payment' | 'ordinal' | undefined
  polkadot?: 'eoa' | undefined
}

/** createFoyer's options; names follow the hosted kit's so apps migrate by changing imports. */
export interface FoyerOptions {
  projectId?: string | undefined
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  defaultNetwork?: CaipNetwork | undefined
  adapters?: readonly ChainAdapter[] | undefined
  metadata?: Metadata | undefined
  features?: Features | undefined
  /**
   * The account type that acts by default in each namespace. Defaults: smartAccount for eip155, eoa
   * for solana, payment for bip122, eoa for polkadot. An embedded-wallet user who switched account
   * type themselves keeps their choice (remembered in this browser); `features.smartAccounts: false`
   * makes the EOA act whatever is set here.
   *
   * @example
   * // Email and social users act with their EOA unless they switch to their smart account.
   * createFoyer({ networks, adapters, defaultAccountTypes: { eip155: 'eoa' } })
   */
  defaultAccountTypes?: DefaultAccountTypes | undefined
  themeMode?: 'light' | 'dark' | undefined
  themeVariables?: ThemeVariables | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  enableWalletConnect?: boolean | undefined
  allowUnsupportedChain?: boolean | undefined
  /** Service base URLs; default to the local stack of `npm start`. */
  apiUrl?: string | undefined
  blockchainApiUrl?: string | undefined
  /** Where account names are registered (`<name>.<zone>`); default 'foyer.id', the local cloud's zone. */
  nameZone?: string | undefined
  secureSiteUrl?: string | undefined
  relayUrl?: string | undefined
  /** Where recent wallets and the last chain are remembered; defaults to localStorage when present. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
  /** Prefix of the storage keys, so two instances on one page keep apart; default `'foyer'`. */
  storageKey?: string | undefined
  /**
   * Server rendering: the instance remembers the connected address with its connector, and starts
   * from that remembered connection (a 'reconnecting' account that already has its address), which
   * is what the server rendered from cookieToInitialState. Use it with `storage: cookieStorage`
   * and `<FoyerProvider initialState>`. Default false.
   */
  ssr?: boolean | undefined
  /** Whether the page runs on a phone; default: detected from matchMedia/userAgent when a window exists. */
  isMobile?: boolean | (() => boolean) | undefined
  /** WalletConnect pairing settings. */
  walletConnect?: WalletConnectOptions | undefined
  /** The embedded wallet's settings (the secure site at `secureSiteUrl`). */
  embeddedWallet?: EmbeddedWalletOptions | undefined
  /** Sign in with a wallet: the hosted kit's SIWX contract, e.g. @foyer/siwx's createCloudSiwx(). */
  siwx?: SIWXConfig | undefined
  /** The legacy EVM form of sign-in; setting it and `siwx` is an error. */
  siweConfig?: SIWEConfig | undefined
}

/** Embedded-wallet settings of createFoyer. */
export interface EmbeddedWalletOptions {
  /**
   * Seconds after a passkey confirmation during which further plain message signatures
   * (`personal_sign`, `eth_signTypedData_v4`) go without a new passkey prompt; the visitor still
   * approves each on the secure card. 0 (default) to 300; transactions and key export always ask.
   */
  passkeyGrace?: number | undefined
  /**
   * Makes the page's side of the secure site's frame. Default: `createFrameTransport` of
   * `@foyer/frame`, loaded with the embedded wallet's code. Tests pass a scripted frame
   * (`createScriptedFrame().transport` from `@foyer/core/testing`).
   *
   * @example
   * const frame = createScriptedFrame()
   * createFoyer({ networks, adapters, embeddedWallet: { frameTransport: frame.transport } })
   */
  frameTransport?: FrameTransportFactory | undefined
}

/** Makes the frame's transport (createFoyer's `embeddedWallet.frameTransport`). */
export type FrameTransportFactory = (options: FrameTransportOptions) => FrameTransport

/** WalletConnect pairing settings of createFoyer. */
export interface WalletConnectOptions {
  /**
   * Whether the SDK asks the hosted Verify API (a hidden iframe on verify.walletconnect.org) about
   * each proposal and request. Default: true only for the hosted relay (`wss://relay.walletconnect.org|com`);
   * a self-hosted relay cannot be verified there, and an unreachable Verify API delays each request by 5 s.
   */
  verify?: boolean | undefined
  /** Where the SDK keeps its keys and sessions; default: the SDK's own (IndexedDB in browsers). */
  storage?: WalletConnectStorage | undefined
  /**
   * Makes the instance's WalletConnect engine on its first pairing or resync. Default: the SDK's
   * UniversalProvider, loaded then. Tests pass a scripted one (`createScriptedWalletConnect().engine`
   * from `@foyer/core/testing`).
   *
   * @example
   * const wc = createScriptedWalletConnect()
   * createFoyer({ networks, adapters, walletConnect: { engine: wc.engine } })
   */
  engine?: WalletConnectEngineFactory | undefined
}

/** Async key-value storage for the WalletConnect SDK (the shape of @walletconnect/keyvaluestorage). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}
