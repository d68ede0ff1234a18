import { getUniversalAdapter } from '@foyer/core'
import { type Address, type Hex, verifyMessage } from 'viem'
import { foyer } from './foyer.js'

// Basic mode's EVM signing, loaded with import() on the first click: no wagmi connection exists, so the
// message goes to the wallet through the adapter createFoyer made (personal_sign over WalletConnect).

/** Asks the wallet for an EIP-191 signature of `message` and checks it recovers to `address`. */
export async function signAndVerifyBasic(address: Address, message: string) {
  const adapter = getUniversalAdapter(foyer, 'eip155')
  if (!adapter) throw new Error('This page is not in basic mode')
  const signature = (await adapter.signMessage({ message, address })) as Hex
  return { signature, valid: await verifyMessage({ address, message, signature }) }
}
