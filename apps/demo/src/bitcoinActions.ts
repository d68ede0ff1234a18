import { verifyBitcoinMessage } from '@foyer/bitcoin'
import { bitcoinAdapter } from './foyer.js'

// Bitcoin signing for the demo, loaded with import() on the first click.

/** Asks the wallet for a BIP-322 signature of `message` and checks it against the payment address. */
export async function signAndVerifyBitcoin(address: string, message: string) {
  if (!bitcoinAdapter) throw new Error('This demo was built without Bitcoin')
  const signature = await bitcoinAdapter.signMessage({ message, address })
  const valid = await verifyBitcoinMessage({ address, message, signature })
  return { signature, valid }
}
