/**
 * The part of a wallet-standard registry (`getWallets()` of @wallet-standard/app) the watcher uses, typed
 * structurally so core does not depend on the wallet standard's packages.
 */
export interface WalletRegistryLike<W> {
  get(): readonly W[]
  on(event: 'register' | 'unregister', listener: () => void): () => void
}

/** Which of a wallet's properties a `change` event reports (wallet-standard's StandardEventsChangeProperties). */
export interface WalletChangeProperties {
  readonly chains?: unknown
  readonly features?: unknown
  readonly accounts?: unknown
}

/**
 * Follows a wallet-standard registry for an adapter: wallets registered before and later, and each one's
 * `change` events through `onWalletChange` (how a chain family subscribes to them), calling `onChange` when
 * the list or a wallet's chains or features may have changed. Every wallet-standard adapter needs the same
 * bookkeeping; which wallets it lists stays the adapter's.
 *
 * @example
 * const watcher = watchWalletRegistry(getWallets(), onWalletChange, () => emitConnectors())
 * watcher.stop()
 */
export function watchWalletRegistry<W>(
  registry: WalletRegistryLike<W>,
  onWalletChange: (wallet: W, listener: (properties: WalletChangeProperties) => void) => () => void,
  onChange: () => void,
): { stop(): void } {
  // A wallet may gain or lose features and chains later (a locked extension, ...): follow each one.
  const followed = new Map<W, () => void>()
  const follow = () => {
    const current = registry.get()
    for (const wallet of current) {
      if (followed.has(wallet)) continue
      followed.set(
        wallet,
        onWalletChange(wallet, (properties) => {
          if ('chains' in properties || 'features' in properties) onChange()
        }),
      )
    }
    for (const [wallet, off] of followed) {
      if (current.includes(wallet)) continue
      off()
      followed.delete(wallet)
    }
  }
  follow()
  const changed = () => {
    follow()
    onChange()
  }
  const offs = [registry.on('register', changed), registry.on('unregister', changed)]
  return {
    stop() {
      for (const off of offs.splice(0)) off()
      for (const off of followed.values()) off()
      followed.clear()
    },
  }
}

/** What core reads of a wallet-standard wallet: its name and features (wallet-standard's Wallet, structurally). */
export interface StandardWalletLike {
  readonly name: string
  readonly features: Readonly<Record<string, unknown>>
}

type ChangeEvents = {
  on?: (event: 'change', listener: (properties: WalletChangeProperties) => void) => unknown
}

/**
 * Subscribes to a wallet's change events through the first of `features` it offers (`standard:events`;
 * some Bitcoin wallets announce theirs as `bitcoin:events`); returns the unsubscribe. A wallet without them,
 * or whose feature throws, has no events to follow: registries hold any object a page registered.
 *
 * @example
 * const off = onStandardWalletChange(wallet, ({ accounts }) => accounts && follow(accounts), ['bitcoin:events'])
 */
export function onStandardWalletChange(
  wallet: StandardWalletLike,
  listener: (properties: WalletChangeProperties) => void,
  features: readonly string[] = ['standard:events'],
): () => void {
  const events = features
    .map((name) => wallet.features[name] as ChangeEvents | undefined)
    .find((feature) => typeof feature?.on === 'function')
  try {
    const off = events?.on?.('change', listener)
    return typeof off === 'function' ? (off as () => void) : () => {}
  } catch {
    return () => {}
  }
}

/**
 * The wallets of a wallet-standard registry a chain family lists (`accepts`), one per name (compared
 * without case; the first registered wins), kept current: `onChange` whenever the list or a wallet's
 * chains or features may have changed. The connector id is the wallet's name, which the wallet standard
 * makes its identity in an app. Makes no request to any wallet.
 *
 * @example
 * const wallets = watchStandardWallets(getWallets(), isSolanaWallet, () => emitConnectors())
 */
export function watchStandardWallets<R extends StandardWalletLike, W extends R>(
  registry: WalletRegistryLike<R>,
  accepts: (wallet: R) => wallet is W,
  onChange: () => void,
  eventFeatures?: readonly string[],
): { list(): W[]; find(connectorId: string): W | undefined; stop(): void } {
  const list = () => {
    const seen = new Set<string>()
    return registry.get().filter((wallet): wallet is W => {
      const name = wallet.name.toLowerCase()
      if (!accepts(wallet) || seen.has(name)) return false
      seen.add(name)
      return true
    })
  }
  const watcher = watchWalletRegistry(
    registry,
    (wallet, listener) => onStandardWalletChange(wallet, listener, eventFeatures),
    onChange,
  )
  return { list, find: (connectorId) => list().find((w) => w.name === connectorId), stop: watcher.stop }
}
