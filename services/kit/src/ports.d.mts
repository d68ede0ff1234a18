type PortSpec = { readonly env: string; readonly default: number }
type Env = Readonly<Record<string, string | undefined>>
/** `listen`: the port a server listens on, where 0 (any free port) is allowed too. */
type PortOptions = { listen?: boolean }

/** The local stack's default ports and the environment variables that move them. */
export declare const PORTS: {
  readonly demo: PortSpec
  readonly wallet: PortSpec
  readonly cloud: PortSpec
  readonly relay: PortSpec
  readonly secureSite: PortSpec
  readonly idp: PortSpec
  readonly mail: PortSpec
  readonly smtp: PortSpec
  readonly chainA: PortSpec
  readonly chainB: PortSpec
  readonly chainOp: PortSpec
  readonly farcasterRelay: PortSpec
  readonly farcasterClient: PortSpec
  readonly onramp: PortSpec
  readonly exchange: PortSpec
  readonly next: PortSpec
  readonly bundler: PortSpec
  readonly solanaRpc: PortSpec
  readonly solanaWs: PortSpec
  readonly solanaDevnetRpc: PortSpec
  readonly solanaDevnetWs: PortSpec
  readonly solanaTestnetRpc: PortSpec
  readonly solanaTestnetWs: PortSpec
  readonly bitcoin: PortSpec
  readonly clusterBase: PortSpec
}

/** A service's name in {@link PORTS}. */
export type PortName = keyof typeof PORTS

/**
 * The port a service uses: its environment variable when set and valid, else the default. A bad value
 * throws naming the variable. `listen: true` also accepts 0, for a server that may take any free port.
 */
export declare function portOf(name: PortName, env?: Env, options?: PortOptions): number

/**
 * The port in environment variable `envVar`, else `fallback`; for ports named by a table of their own (the
 * devnet's per-ledger variables). Same checks and message as portOf.
 */
export declare function envPort(envVar: string, fallback: number, env?: Env, options?: PortOptions): number
