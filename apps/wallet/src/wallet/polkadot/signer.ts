import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { RequestFailedError } from '../errors.js'
import type { PolkadotAccount } from './account.js'

const pairs = new Map<string, Promise<KeyringPair>>()

async function derive(account: PolkadotAccount): Promise<KeyringPair> {
  // sr25519 lives in @polkadot/wasm-crypto: its WASM must be running before the first derivation.
  await cryptoWaitReady()
  const pair = new Keyring({ type: 'sr25519' }).addFromUri(account.uri)
  if (u8aToHex(pair.publicKey) !== account.publicKey)
    throw new RequestFailedError('Signature failed', {
      details: `The secret URI derives ${u8aToHex(pair.publicKey)}, not ${account.publicKey}`,
    })
  return pair
}

/**
 * The account's sr25519 pair, derived on first use and kept.
 * @throws RequestFailedError when the secret URI does not derive the account's public key.
 */
export function polkadotPair(account: PolkadotAccount): Promise<KeyringPair> {
  let pair = pairs.get(account.uri)
  if (!pair) {
    pair = derive(account)
    // A failed derivation is not kept: the next request tries again.
    pair.catch(() => pairs.delete(account.uri))
    pairs.set(account.uri, pair)
  }
  return pair
}
