import { MAX_RECENT_WALLETS } from '../constants.js'

/** Puts a wallet id at the front, drops its older entry, keeps at most 2. */
export function addRecentWallet(recent: readonly string[], id: string): string[] {
  return [id, ...recent.filter((existing) => existing !== id)].slice(0, MAX_RECENT_WALLETS)
}
