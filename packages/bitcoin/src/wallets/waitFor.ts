// Part of the adapter's session chunk: only a reconnect waits for a wallet.
import { standardWallets, waitForWallet as waitUntilFound } from '@foyer/core'
import type { DiscoveredWallet, WalletRegistry } from './discovery.js'

/** How often waitForWallet looks at `window.btc_providers`, which announces nothing when it changes. */
const wbipPollMs = 100

/**
 * The wallet with this id once the page offers it (a wallet-standard registration, or a WBIP004 provider
 * listed later), or undefined after `timeoutMs`.
 */
export const waitForWallet = (
  wallets: WalletRegistry,
  connectorId: string,
  timeoutMs: number,
): Promise<DiscoveredWallet | undefined> =>
  waitUntilFound(
    () => wallets.find(connectorId),
    timeoutMs,
    (check) => {
      const poll = setInterval(check, wbipPollMs)
      // The page's wallet-standard registry is one for the page: this is the one discovery follows.
      const off = standardWallets().on('register', check)
      return () => {
        clearInterval(poll)
        off()
      }
    },
  )
