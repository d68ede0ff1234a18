import { signMessage } from '@wagmi/core'
import { type Address, verifyMessage } from 'viem'
import { evmAdapter } from './foyer.js'

/**
 * Asks the connected wallet to sign `message` and checks the signature against `address`.
 * Loaded with import() on the first click: signing and secp256k1 recovery stay off the page load
 * (a static module rather than `import('viem')`, so the bundler keeps only these two functions).
 */
export async function signAndVerify(address: Address, message: string) {
  const signature = await signMessage(evmAdapter.wagmiConfig, { message })
  const valid = await verifyMessage({ address, message, signature })
  return { signature, valid }
}
