import { bitcoinTestAccounts } from '@foyer/devnet'
import type { BitcoinTestWalletKey } from '../../../../e2e/bitcoin-wallet/index.js'

/** Bitcoin test account `index`'s keys, as the test wallet takes them. */
export function testKeys(index: number): { payment: BitcoinTestWalletKey; taproot: BitcoinTestWalletKey } {
  const account = bitcoinTestAccounts[index]
  if (!account) throw new Error(`@foyer/devnet has no Bitcoin test account ${index}`)
  return {
    payment: { privateKey: account.payment.privateKey, path: account.payment.path },
    taproot: { privateKey: account.taproot.privateKey, path: account.taproot.path },
  }
}

/** Bitcoin test account `index` (addresses, public keys, paths). */
export function testAccount(index: number) {
  const account = bitcoinTestAccounts[index]
  if (!account) throw new Error(`@foyer/devnet has no Bitcoin test account ${index}`)
  return account
}
