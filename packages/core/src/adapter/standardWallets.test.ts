import { beforeAll, describe, expect, it } from 'vitest'
import type { StandardWalletLike } from './walletRegistry.js'

type Register = (...wallets: StandardWalletLike[]) => () => void

// The wallet standard's two window events, on a window of Node's own EventTarget (no DOM here).
const page = new EventTarget()
const wallet = (name: string): StandardWalletLike => ({ name, features: {} })
/** A wallet loaded before the app: it waits for the app's `app-ready` and registers then. */
const early = wallet('Early')
let earlyUnregister: (() => void) | undefined

beforeAll(() => {
  Object.assign(globalThis, { window: page })
  page.addEventListener('wallet-standard:app-ready', (event) => {
    earlyUnregister = (event as CustomEvent<{ register: Register }>).detail.register(early)
  })
})

/** A wallet loaded after the app, as @wallet-standard/wallet's registerWallet() does it. */
function registerLate(target: StandardWalletLike) {
  let unregister: (() => void) | undefined
  page.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: ({ register }: { register: Register }) => {
        unregister = register(target)
      },
    }),
  )
  return () => unregister?.()
}

describe("the page's wallet-standard registry", () => {
  it('takes wallets that loaded before it and after it, once each, and lets them go', async () => {
    const { standardWallets } = await import('./standardWallets.js')
    const registry = standardWallets()
    expect(standardWallets()).toBe(registry)
    expect(registry.get()).toEqual([early])

    const seen: string[] = []
    const offs = [
      registry.on('register', () => seen.push('register')),
      registry.on('unregister', () => seen.push('unregister')),
    ]
    const late = wallet('Late')
    const unregisterLate = registerLate(late)
    expect(registry.get()).toEqual([early, late])
    // The same wallet again adds nothing and tells no one.
    registerLate(late)
    expect(registry.get()).toEqual([early, late])
    unregisterLate()
    earlyUnregister?.()
    expect(registry.get()).toEqual([])
    expect(seen).toEqual(['register', 'unregister', 'unregister'])
    for (const off of offs) off()
  })
})
