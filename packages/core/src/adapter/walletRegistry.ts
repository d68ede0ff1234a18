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
